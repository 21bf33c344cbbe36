import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { subDays } from 'date-fns';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import type { CaseworkerGuestDetailQuery } from '../../../gql/graphql';
import { fromLocalDate, toLocalDate, todayInStockholm } from '../../../lib/dates';
import { CaseworkerGuestDetailDocument, CaseworkerGuestNightsDocument, CaseworkerGuestsDocument } from '../caseworker.graphql';
import { USERS_PAGE_SIZE, UsersPage } from './UsersPage';

const GUESTS = [
  { id: '7', firstName: 'Anna', lastName: 'Lind', uno: '1001' },
  { id: '9', firstName: 'Erik', lastName: 'Berg', uno: '1002' },
];

const guestsMock = (search: string | null, list = GUESTS, offset = 0, total = list.length, totalExact = true): MockLink.MockedResponse => ({
  request: { query: CaseworkerGuestsDocument, variables: { search, offset, limit: USERS_PAGE_SIZE } },
  result: { data: { caseworkerGuestPage: { total, totalExact, offset, items: list } } },
});

const DETAIL: CaseworkerGuestDetailQuery = {
  caseworkerGuest: {
    id: '7',
    firstName: 'Anna',
    lastName: 'Lind',
    gender: 'K',
    street: 'Storgatan 2',
    postcode: '11122',
    city: 'Stockholm',
    country: 'Sverige',
    phone: '070-111 22 33',
    email: 'gast@noq.example',
    unokod: '1001',
    dayOfBirth: '1980-05-17',
    personnrLastnr: '1234',
    requirements: 'Rullstol',
    lastEdit: '2025-06-01T10:00:00.000Z',
    flag: true,
    region: { id: '1', name: 'Stockholms län' },
    bars: [{ id: '3', until: '2025-07-01', reason: 'Hot mot personal.', shelter: { id: '1', name: 'Härbärget Ljusglimten' } }],
  },
  caseworkerGuestBookings: [
    {
      id: '50',
      status: 'advised_against',
      startDate: '2025-06-10',
      endDate: '2025-06-12',
      product: { id: '3', name: 'Rum 1', shelter: { id: '1', name: 'Härbärget Ljusglimten' } },
      history: [
        {
          id: '1',
          action: 'request',
          fromStatus: null,
          toStatus: 'pending',
          actorGroup: 'user',
          actorName: 'Anna Lind',
          reason: null,
          at: '2025-06-01T08:00:00.000Z',
        },
        {
          id: '2',
          action: 'advise_against',
          fromStatus: 'pending',
          toStatus: 'advised_against',
          actorGroup: 'caseworker',
          actorName: 'Eva Ek',
          reason: 'Har plats på annat boende.',
          at: '2025-06-01T09:30:00.000Z',
        },
      ],
    },
  ],
};

const today = todayInStockholm();
const yearAgo = toLocalDate(subDays(fromLocalDate(today), 365));

const mocks: MockLink.MockedResponse[] = [
  guestsMock(null),
  { request: { query: CaseworkerGuestDetailDocument, variables: { id: '7' } }, result: { data: DETAIL } },
  {
    request: { query: CaseworkerGuestNightsDocument, variables: { start: yearAgo, end: today, guestId: '7' } },
    result: {
      data: {
        nightsReport: {
          start: yearAgo,
          end: today,
          totalNights: 4,
          rows: [{ nights: 4, shelter: { id: '1', name: 'Härbärget Ljusglimten' }, region: { id: '1', name: 'Stockholms län' } }],
        },
      },
    },
  },
];

const renderAt = (path: string, extra: MockLink.MockedResponse[] = []) =>
  render(
    <MockedProvider mocks={[...mocks, ...extra]}>
      <MemoryRouter initialEntries={[path]}>
        <UsersPage />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('Användare', () => {
  it("lists the assigned shelters' guests and searches them", async () => {
    renderAt('/caseworker/users', [guestsMock('berg', GUESTS.slice(1))]);
    expect(await screen.findByRole('link', { name: 'Anna Lind (UNO 1001)' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sök gäst (namn eller UNO-kod)'), { target: { value: ' berg ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    await screen.findByRole('link', { name: 'Erik Berg (UNO 1002)' });
    expect(screen.queryByRole('link', { name: /Anna Lind/ })).toBeNull();
  });

  it('reads the list a page at a time, and a new search starts at its first page (issue 23 §10)', async () => {
    const page = (from: number) =>
      Array.from({ length: Math.min(USERS_PAGE_SIZE, 120 - from) }, (_, i) => ({
        id: String(1000 + from + i),
        firstName: 'Gäst',
        lastName: `Nummer ${from + i + 1}`,
        uno: String(2000 + from + i),
      }));
    render(
      <MockedProvider
        mocks={[guestsMock(null, page(0), 0, 120), guestsMock(null, page(50), 50, 120), guestsMock('lind', GUESTS.slice(0, 1))]}
      >
        <MemoryRouter initialEntries={['/caseworker/users']}>
          <UsersPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    const pages = await screen.findByRole('navigation', { name: 'Sidor i gästlistan' });
    expect(within(pages).getByText('Visar 1–50 av 120')).toBeTruthy();
    expect((within(pages).getByRole('button', { name: 'Föregående' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(pages).getByRole('button', { name: 'Nästa' }));
    expect(await screen.findByRole('link', { name: 'Gäst Nummer 51 (UNO 2050)' })).toBeTruthy();
    expect(screen.getByText('Visar 51–100 av 120')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sök gäst (namn eller UNO-kod)'), { target: { value: 'lind' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    expect(await screen.findByRole('link', { name: 'Anna Lind (UNO 1001)' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sidor i gästlistan' })).toBeNull();
  });

  it('says "more than" when the count stopped short of every guest, and still pages on (issue 22)', async () => {
    const page = (from: number) =>
      Array.from({ length: USERS_PAGE_SIZE }, (_, i) => ({
        id: String(1000 + from + i),
        firstName: 'Gäst',
        lastName: `Nummer ${from + i + 1}`,
        uno: String(2000 + from + i),
      }));
    render(
      <MockedProvider mocks={[guestsMock(null, page(0), 0, 150, false), guestsMock(null, page(50), 50, 200, false)]}>
        <MemoryRouter initialEntries={['/caseworker/users']}>
          <UsersPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    const pages = await screen.findByRole('navigation', { name: 'Sidor i gästlistan' });
    expect(within(pages).getByText('Visar 1–50 av fler än 150 – sök på namn eller UNO-kod för att hitta en gäst')).toBeTruthy();
    fireEvent.click(within(pages).getByRole('button', { name: 'Nästa' }));
    expect(await screen.findByRole('link', { name: 'Gäst Nummer 51 (UNO 2050)' })).toBeTruthy();
    expect(screen.getByText('Visar 51–100 av fler än 200 – sök på namn eller UNO-kod för att hitta en gäst')).toBeTruthy();
  });

  it("shows the chosen guest's record, bookings with history, and nights", async () => {
    renderAt('/caseworker/users?guest=7');
    expect(await screen.findByRole('heading', { name: 'Anna Lind – Uppgifter' })).toBeTruthy();
    // The list and the record are two queries; either may answer first.
    expect((await screen.findByRole('link', { name: 'Anna Lind (UNO 1001)' })).getAttribute('aria-current')).toBe('true');
    for (const text of ['1234', '070-111 22 33', 'Storgatan 2', 'Kvinna', 'Rullstol', 'Flaggad', 'Stockholms län']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    // A bar at one of the caseworker's shelters (issue 19 §7).
    expect(screen.getByText('Avstängd från Härbärget Ljusglimten till och med 2025-07-01: Hot mot personal.')).toBeTruthy();
    const bookings = screen.getByRole('region', { name: 'Bokningar' });
    const [, row, historyRow] = within(bookings).getAllByRole('row');
    if (!row || !historyRow) throw new Error('no booking row');
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((c) => c.textContent),
    ).toEqual(['Härbärget Ljusglimten', 'Rum 1', '2025-06-10', '2025-06-12', '2', 'Ej rekommenderad']);
    const history = within(historyRow)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(history[1]).toBe(
      '2025-06-01 11:30 Avråda · Avvaktar → Ej rekommenderad · Handläggare Eva Ek · Anledning: Har plats på annat boende.',
    );
    expect(await screen.findByText('Totalt 4 nätter')).toBeTruthy();
  });

  it('says the guest was not found when the server answers 404', async () => {
    render(
      <MockedProvider
        mocks={[
          guestsMock(null),
          {
            request: { query: CaseworkerGuestDetailDocument, variables: { id: '999' } },
            result: { errors: [new GraphQLError('No matching guest found', { extensions: { code: 'GUEST_NOT_FOUND' } })] },
          },
          {
            request: { query: CaseworkerGuestNightsDocument, variables: { start: yearAgo, end: today, guestId: '999' } },
            error: new Error('x'),
          },
        ]}
      >
        <MemoryRouter initialEntries={['/caseworker/users?guest=999']}>
          <UsersPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Fel: Misslyckades med att hämta data');
  });
});
