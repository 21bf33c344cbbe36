import type { OwnBookingsSnapshot } from '../lib/offline-store';
import { fetchedAtText, renderOfflinePage, stayDateText } from './offline';

const snapshot: OwnBookingsSnapshot = {
  fetchedAt: '2026-11-24T11:00:00.000Z',
  bookings: [
    {
      shelter: 'Härbärget Ljusglimten',
      address: 'Ljusgatan 1, 118 20 Stockholm',
      startDate: '2026-12-04',
      endDate: '2026-12-06',
      status: 'reserved',
      phone: '08-123 45 67',
      checkInUntil: '22:00',
    },
    { shelter: 'Nattljuset', address: 'Nattgatan 2, 118 21 Stockholm', startDate: '2026-12-10', endDate: '2026-12-11', status: 'pending' },
  ],
};

function render(s: OwnBookingsSnapshot | null, retry = jest.fn()) {
  const main = document.createElement('main');
  document.body.replaceChildren(main);
  renderOfflinePage(document, main, s, retry);
  return { main, retry };
}

describe('the offline page (issue 17)', () => {
  it('says in Swedish that there is no connection, and Försök igen tries again', () => {
    const { main, retry } = render(null);
    expect(document.title).toBe('Ingen anslutning - noQ');
    expect(main.querySelector('h1')?.textContent).toBe('Ingen anslutning');
    expect(main.textContent).toContain('Sidan fungerar igen när anslutningen är tillbaka.');
    const button = main.querySelector('button');
    expect(button?.textContent).toBe('Försök igen');
    expect(button?.type).toBe('button');
    button?.click();
    expect(retry).toHaveBeenCalledTimes(1);
    // No snapshot: no bookings section.
    expect(main.querySelector('h2')).toBeNull();
  });

  it('lists the last-known bookings with shelter, address, dates and status, and when they were fetched', () => {
    const { main } = render(snapshot);
    const section = main.querySelector('section');
    expect(section?.getAttribute('aria-labelledby')).toBe(section?.querySelector('h2')?.id);
    expect(section?.querySelector('h2')?.textContent).toBe('Dina bokningar');
    expect(section?.textContent).toContain('Hämtat 24 november 2026 kl. 12:00');
    const items = [...main.querySelectorAll('ul > li')];
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(first.querySelector('h3')?.textContent).toBe('Härbärget Ljusglimten');
    expect(first.textContent).toContain('Ljusgatan 1, 118 20 Stockholm');
    expect(first.textContent).toContain('Incheckning: 4 december 2026');
    expect(first.textContent).toContain('Utcheckning: 6 december 2026');
    expect(first.textContent).toContain('Status: Tilldelad');
    expect(items[1]?.textContent).toContain('Status: Avvaktar');
    // Issue 33 §10: the phone (a link that calls) and the latest check-in; §9: both isolated left-to-right.
    expect(first.textContent).toContain('Telefon: 08-123 45 67');
    expect(first.querySelector('a')?.getAttribute('href')).toBe('tel:081234567');
    expect(first.querySelector('a bdi')?.getAttribute('dir')).toBe('ltr');
    expect(first.querySelector('.offline-booking__address bdi')?.textContent).toBe('Ljusgatan 1, 118 20 Stockholm');
    expect(first.textContent).toContain('Senaste incheckning: 22:00');
    // A snapshot kept before issue 33 has neither: no empty lines.
    expect(items[1]?.querySelector('.offline-booking__phone')).toBeNull();
  });

  it('says so when the guest had no bookings', () => {
    const { main } = render({ fetchedAt: snapshot.fetchedAt, bookings: [] });
    expect(main.querySelector('ul')).toBeNull();
    expect(main.textContent).toContain('Du hade inga bokningar när de senast hämtades.');
  });

  it('formats times in Stockholm time and stay dates as the calendar dates they are', () => {
    expect(fetchedAtText('2026-07-01T10:05:00Z')).toBe('1 juli 2026 kl. 12:05');
    expect(stayDateText('2030-01-31')).toBe('31 januari 2030');
  });
});
