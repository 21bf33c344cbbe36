import axe from 'axe-core';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { CaseworkerAvailabilityQuery } from '../../../gql/graphql';
import { CaseworkerAvailabilityDocument } from '../caseworker.graphql';
import { CaseworkerOverviewPage } from './CaseworkerOverviewPage';
import { groupByShelter } from './group-by-shelter';

type Item = CaseworkerAvailabilityQuery['caseworkerAvailability'][number];

const item = (shelter: 1 | 2, id: number, name: string, placesLeft: number, totalPlaces: number): Item => ({
  placesLeft,
  product: { id: String(id), name, description: `${name} beskrivning`, totalPlaces },
  shelter:
    shelter === 1
      ? { id: '1', name: 'Härbärget Ljusglimten', street: 'Hornsgatan 12', city: 'Stockholm' }
      : { id: '2', name: 'Hamnhärbärget', street: 'Järntorget 3', city: 'Göteborg' },
});

const ITEMS = [item(1, 1, 'Rum 1', 2, 3), item(1, 2, 'Rum 2', 0, 5), item(2, 3, 'Sovsal', 7, 7)];

const renderWith = (mock: MockLink.MockedResponse) =>
  render(
    <MockedProvider mocks={[mock]}>
      <CaseworkerOverviewPage />
    </MockedProvider>,
  );

describe('caseworker overview', () => {
  it('groups rooms by shelter with the sums of free and total places', () => {
    expect(groupByShelter(ITEMS).map((c) => [c.shelter.name, c.free, c.total, c.rooms.length])).toEqual([
      ['Härbärget Ljusglimten', 2, 8, 2],
      ['Hamnhärbärget', 7, 7, 1],
    ]);
  });

  it("shows 'Laddar...', then one card per shelter '<shelter> - Rum', the first open", async () => {
    renderWith({ request: { query: CaseworkerAvailabilityDocument }, result: { data: { caseworkerAvailability: ITEMS } } });
    expect(screen.getByRole('status').textContent).toBe('Laddar...');

    const first = await screen.findByRole('button', { name: /Härbärget Ljusglimten - Rum/ });
    expect(first.textContent).toContain('2 lediga av 8');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Hornsgatan 12, Stockholm')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rumsnamn', 'Lediga platser', 'Beskrivning']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Rum 12Rum 1 beskrivning', 'Rum 20Rum 2 beskrivning']);

    const second = screen.getByRole('button', { name: /Hamnhärbärget - Rum/ });
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(second.textContent).toContain('7 lediga av 7');
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('table')).toHaveLength(2);
    // No two landmarks share a name: the card is named by its heading (title and free places), the
    // table's scroll box by the title (axe's landmark-unique, found on this page in a browser).
    expect(screen.getByRole('region', { name: 'Härbärget Ljusglimten - Rum 2 lediga av 8' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Härbärget Ljusglimten - Rum' }).className).toBe('table-scroll');
    const unique = await axe.run(document.body, { runOnly: ['landmark-unique'] });
    expect(unique.violations.map((v) => v.nodes.map((n) => n.target))).toEqual([]);
    fireEvent.click(first);
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it("says 'Fel:' and 'Misslyckades med att hämta data' on failure", async () => {
    renderWith({ request: { query: CaseworkerAvailabilityDocument }, error: new Error('offline') });
    expect((await screen.findByRole('alert')).textContent).toBe('Fel: Misslyckades med att hämta data');
  });
});
