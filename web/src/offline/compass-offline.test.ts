import { renderOfflinePage } from './offline';
import { COMPASS_KEY, readCompass, saveCompass, type CompassSnapshot } from '../lib/compass-offline';

const snapshot: CompassSnapshot = {
  fetchedAt: '2026-11-24T11:00:00.000Z',
  language: 'ar',
  heading: 'البوصلة',
  resources: [
    {
      name: 'Nattcafé Sergel',
      kind: 'مكان دافئ',
      hours: 'اليوم: 22:00–06:00',
      address: 'Sergels torg 12, 111 57 Stockholm',
      phone: '08-465 004 23',
    },
    { name: 'Tvättstugan Nordstan', kind: 'استحمام وغسيل', hours: 'مغلق اليوم', address: '', phone: null },
  ],
};

beforeEach(() => window.localStorage.removeItem(COMPASS_KEY));

describe("Kompassen's last list for the offline page (issue 35 §2)", () => {
  it('keeps the list and reads it back; anything else stored there is ignored', () => {
    expect(readCompass()).toBeNull();
    saveCompass(snapshot);
    expect(readCompass()).toEqual(snapshot);
    window.localStorage.setItem(COMPASS_KEY, JSON.stringify({ ...snapshot, resources: [{ name: 1 }] }));
    expect(readCompass()).toBeNull();
    window.localStorage.setItem(COMPASS_KEY, '{not json');
    expect(readCompass()).toBeNull();
  });

  it('the offline page shows it in the language it was read in, the phone as a link that calls', () => {
    const main = document.createElement('main');
    document.body.replaceChildren(main);
    renderOfflinePage(document, main, null, jest.fn(), undefined, snapshot);
    const section = main.querySelector('section.offline__compass') as HTMLElement;
    expect(section.lang).toBe('ar');
    expect(section.dir).toBe('rtl');
    expect(section.querySelector('h2')?.textContent).toBe('البوصلة');
    expect([...section.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Nattcafé Sergel', 'Tvättstugan Nordstan']);
    expect(section.querySelector('a')?.getAttribute('href')).toBe('tel:0846500423');
    expect(section.querySelector('bdi')?.dir).toBe('ltr');
  });

  it('shows nothing of the compass when none was kept', () => {
    const main = document.createElement('main');
    renderOfflinePage(document, main, null, jest.fn(), undefined, null);
    expect(main.querySelector('.offline__compass')).toBeNull();
  });
});
