import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ApolloSession } from '../../lib/apollo-session';
import { MeDocument } from '../../lib/session.graphql';
import type { VolunteerAvailabilityQuery } from '../../gql/graphql';
import { sv } from '../../i18n/sv';
import { bookingErrorText } from './booking-errors';
import {
  VolunteerAvailabilityDocument,
  VolunteerConfirmBookingDocument,
  VolunteerCreateGuestDocument,
  VolunteerGuestStaysDocument,
  VolunteerHostsDocument,
  VolunteerRequestBookingDocument,
  VolunteerSearchGuestsDocument,
} from './volunteer.graphql';
import { VolunteerPage } from './VolunteerPage';

const t = sv.volunteer;
const TODAY = '2025-06-01';
const TOMORROW = '2025-06-02';

const meMock: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: {
    data: {
      me: {
        id: '5',
        username: 'volontar@noq.example',
        firstName: 'Vera',
        lastName: 'Volontär',
        usergroups: ['volunteer'],
        mustChangePassword: false,
        host: null,
      },
    },
  },
};

type Shelter = VolunteerAvailabilityQuery['volunteerAvailabilityPage']['shelters'][number];
const shelter = (
  id: string,
  name: string,
  rooms: [string, string, number, number][],
  criteria: Shelter['host']['criteria'] = [],
  region = { id: '1', name: 'Stockholms län' },
): Shelter => ({
  host: { id, name, street: `Gata ${id}`, city: 'Stockholm', criteria, region },
  products: rooms.map(([pid, pname, total, left]) => ({
    placesLeft: left,
    product: { id: pid, name: pname, description: `${pname} beskrivning`, type: 'room', totalPlaces: total },
    availability: [{ date: TODAY, placesLeft: left }],
  })),
});

// The server keeps only rooms with a place on every night (issue 22; tested in the gateway).
const SHELTERS = [
  shelter('1', 'Härbärget Ljusglimten', [['11', 'Rum 1', 3, 2]]),
  shelter('2', 'Nattlogi Norrmalm', [['21', 'Rum 1', 3, 1]]),
];

/** The page the server answers for these filters (besides the dates); `total` more than shown means 'Visa fler'. */
const availabilityMock = (
  data: Shelter[] | Error,
  filters: Record<string, unknown> = {},
  total = data instanceof Error ? 0 : data.length,
): MockLink.MockedResponse => ({
  request: { query: VolunteerAvailabilityDocument, variables: { start: TODAY, end: TOMORROW, ...filters } },
  ...(data instanceof Error
    ? { error: data }
    : { result: { data: { volunteerAvailabilityPage: { total, hasMore: total > data.length, shelters: data } } } }),
});

/** The 'Välj Region' and 'Välj Värd' options. */
const hostsMock = (): MockLink.MockedResponse => ({
  request: { query: VolunteerHostsDocument },
  result: {
    data: {
      shelters: [
        { id: '2', name: 'Nattlogi Norrmalm', region: { id: '1', name: 'Stockholms län' } },
        { id: '1', name: 'Härbärget Ljusglimten', region: { id: '1', name: 'Stockholms län' } },
        { id: '3', name: 'Hamnhärbärget', region: { id: '2', name: 'Västra Götaland' } },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const searchMock = (
  variables: { firstName: string | null; lastName: string | null; uno: string | null },
  outcome: 'found' | 'none' | 'fail',
): MockLink.MockedResponse => ({
  request: { query: VolunteerSearchGuestsDocument, variables },
  ...(outcome === 'found'
    ? {
        result: {
          data: {
            searchGuests: [
              { id: '77', firstName: 'Sara', lastName: 'Nord', uno: '5123' },
              { id: '78', firstName: 'Sara', lastName: 'Nordin', uno: '5124' },
            ],
          },
        },
      }
    : outcome === 'none'
      ? { result: { errors: [new GraphQLError('No matching guest found', { extensions: { code: 'GUEST_NOT_FOUND' } })] } }
      : { error: new Error('offline') }),
});

/** The idempotency key of each booking request sent, in order (issue 15). */
let sentKeys: unknown[] = [];
beforeEach(() => {
  sentKeys = [];
});
const requestInput = { productId: '11', startDate: TODAY, endDate: TOMORROW, guestId: '77' };

const requestMock = (result: { status: string } | GraphQLError | Error): MockLink.MockedResponse => ({
  request: {
    query: VolunteerRequestBookingDocument,
    variables: (v: Record<string, unknown>) => {
      const { idempotencyKey, ...rest } = v.input as Record<string, unknown>;
      const same = JSON.stringify(rest) === JSON.stringify(requestInput);
      if (same) sentKeys.push(idempotencyKey);
      return same;
    },
  },
  ...(result instanceof GraphQLError
    ? { result: { errors: [result] } }
    : result instanceof Error
      ? { error: result }
      : { result: { data: { requestBooking: { id: '900', status: result.status, guestNotice: null } } } }),
});

/** The confirmation's answer; `guestNotice` says how the guest was told (issue 20 §7). */
const confirmMockWith = (guestNotice: 'email' | 'sms' | null): MockLink.MockedResponse => ({
  request: { query: VolunteerConfirmBookingDocument, variables: { id: '900' } },
  result: {
    data: {
      volunteerConfirmBooking: {
        id: '900',
        status: 'confirmed',
        allowedActions: ['cancel'],
        guestNotice,
        startDate: TODAY,
        endDate: '2025-06-03',
        product: {
          id: '10',
          name: 'Rum 1',
          shelter: {
            id: '1',
            name: 'Härbärget Norr',
            street: 'Norrgatan 1',
            postcode: '11122',
            city: 'Stockholm',
            phone: '08-123 45',
            checkInFrom: '18:00',
            checkInUntil: '22:00',
          },
        },
      },
    },
  },
});
const confirmMock = confirmMockWith('email');

/** The chosen guest's current bookings (issue 23 §11): none unless a test says otherwise. */
const staysMock = (guestId: string, stays: { startDate: string; endDate: string }[] = []): MockLink.MockedResponse => ({
  request: { query: VolunteerGuestStaysDocument, variables: { guestId } },
  result: {
    data: {
      volunteerGuestStays: stays.map((s, i) => ({
        id: `s${i}`,
        status: 'confirmed',
        shelterName: 'Nattlogi Norrmalm',
        roomName: 'Rum 3',
        ...s,
      })),
    },
  },
  maxUsageCount: 10,
});

const renderPage = (mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={[meMock, hostsMock(), ...mocks, staysMock('77'), staysMock('78'), staysMock('79')]}>
      <ApolloSession>
        <VolunteerPage today={TODAY} />
      </ApolloSession>
    </MockedProvider>,
  );

async function openModal() {
  fireEvent.click(await screen.findByRole('button', { name: 'Boka Rum 1 på Härbärget Ljusglimten' }));
  return screen.findByRole('dialog', { name: 'Boka Rum' });
}

async function findSara(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('UNO Kod'), { target: { value: '5123' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sök Användare' }));
  await within(dialog).findByText('Sara Nord');
}

const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('volunteer room finder', () => {
  it("greets by first name, shows 'Laddar...', then cards per host with only rooms that have places", async () => {
    renderPage([availabilityMock(SHELTERS)]);
    expect(screen.getByText('Laddar...')).toBeTruthy();
    expect(await screen.findByText('Välkommen, Vera')).toBeTruthy();

    const cards = await screen.findAllByRole('heading', { level: 3 });
    expect(cards.map((h) => h.textContent)).toEqual(['Härbärget Ljusglimten', 'Nattlogi Norrmalm']);
    const first = cards[0]?.closest('li') as HTMLElement;
    expect(first.textContent).toContain('Plats: Gata 1, Stockholm');
    expect(first.textContent).toContain('Region: Stockholms län');
    // Issue 23 §11: each room has a visible 'Boka' whose name says what it books.
    const book = within(first).getAllByRole('button');
    expect(book.map((b) => [b.textContent, b.getAttribute('aria-label')])).toEqual([['Boka', 'Boka Rum 1 på Härbärget Ljusglimten']]);
    expect(book[0]?.closest('li')?.textContent).toContain(
      'Rum 1Beskrivning: Rum 1 beskrivningTyp: RumTotalt Antal Platser: 3Tillgängliga Platser: 2',
    );
    // Every host once, by name; the server's first page, and how many match in all.
    await waitFor(() =>
      expect(options('Välj Värd')).toEqual(['Alla Värdar', 'Hamnhärbärget', 'Härbärget Ljusglimten', 'Nattlogi Norrmalm']),
    );
    expect(options('Välj Region')).toEqual(['Alla Regioner', 'Stockholms län', 'Västra Götaland']);
    expect(screen.getByText(t.showing(2, 2))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.showMore })).toBeNull();
  });

  it("asks the server for the host chosen when 'Sök' is pressed", async () => {
    renderPage([availabilityMock(SHELTERS), availabilityMock([SHELTERS[1] as Shelter], { hostId: '2' })]);
    await screen.findByRole('heading', { name: 'Nattlogi Norrmalm' });
    await waitFor(() => expect(options('Välj Värd')).toHaveLength(4));
    fireEvent.change(screen.getByLabelText('Välj Värd'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    expect(await screen.findByRole('heading', { name: 'Nattlogi Norrmalm' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Härbärget Ljusglimten' })).toBeNull();
  });

  it("narrows 'Välj Värd' to the region chosen, and asks for the region and the text (issue 22)", async () => {
    renderPage([availabilityMock(SHELTERS), availabilityMock([SHELTERS[0] as Shelter], { regionId: '1', search: 'ljus' })]);
    await screen.findByRole('heading', { name: 'Nattlogi Norrmalm' });
    await waitFor(() => expect(options('Välj Region')).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Välj Värd'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Välj Region'), { target: { value: '1' } });
    // The host of another region is let go.
    expect(options('Välj Värd')).toEqual(['Alla Värdar', 'Härbärget Ljusglimten', 'Nattlogi Norrmalm']);
    expect((screen.getByLabelText('Välj Värd') as HTMLSelectElement).value).toBe('');
    fireEvent.change(screen.getByLabelText(t.textFilter), { target: { value: ' ljus ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    expect(await screen.findByRole('heading', { name: 'Härbärget Ljusglimten' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Nattlogi Norrmalm' })).toBeNull();
  });

  it("shows 20 shelters, and 'Visa fler' asks for 20 more (issue 22)", async () => {
    const many = Array.from({ length: 20 }, (_, i) => shelter(String(100 + i), `Härbärge ${100 + i}`, [[`${i}`, 'Rum 1', 3, 1]]));
    const more = [
      ...many,
      ...Array.from({ length: 5 }, (_, i) => shelter(String(200 + i), `Härbärge ${200 + i}`, [[`x${i}`, 'Rum 1', 3, 1]])),
    ];
    renderPage([availabilityMock(many, {}, 25), availabilityMock(more, { limit: 40 }, 25)]);
    expect(await screen.findByText(t.showing(20, 25))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.showMore }));
    expect(await screen.findByText(t.showing(25, 25))).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(25);
    expect(screen.queryByRole('button', { name: t.showMore })).toBeNull();
  });

  it("asks for the criteria ticked when 'Sök' is pressed, and shows each shelter's criteria (issue 19)", async () => {
    const withCriteria = [
      shelter('1', 'Härbärget Ljusglimten', [['11', 'Rum 1', 3, 2]], ['accessible']),
      shelter('2', 'Nattlogi Norrmalm', [['21', 'Rum 1', 3, 1]], ['accessible', 'pets_allowed']),
    ];
    renderPage([
      availabilityMock(withCriteria),
      availabilityMock([withCriteria[1] as Shelter], { criteria: ['pets_allowed'] }),
      availabilityMock([], { criteria: ['women_only', 'pets_allowed'] }),
    ]);
    const first = (await screen.findByRole('heading', { name: 'Härbärget Ljusglimten' })).closest('li') as HTMLElement;
    expect(first.textContent).toContain('Bra att veta: Tillgänglighetsanpassat');
    const criteria = screen.getByRole('group', { name: t.criteria });
    fireEvent.click(within(criteria).getByRole('checkbox', { name: 'Husdjur tillåtna' }));
    // Nothing changes before 'Sök'.
    expect(screen.getByRole('heading', { name: 'Härbärget Ljusglimten' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    expect(await screen.findByRole('heading', { name: 'Nattlogi Norrmalm' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Härbärget Ljusglimten' })).toBeNull();
    fireEvent.click(within(criteria).getByRole('checkbox', { name: 'Endast kvinnor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    expect(await screen.findByText('Inga tillgängliga rum hittades')).toBeTruthy();
  });

  it("says 'Inga tillgängliga rum hittades' when no room has a place", async () => {
    renderPage([availabilityMock([])]);
    expect(await screen.findByText('Inga tillgängliga rum hittades')).toBeTruthy();
  });

  it("says 'Failed to load available shelters' when the rooms cannot be loaded", async () => {
    renderPage([availabilityMock(new Error('offline'))]);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load available shelters');
  });
});

describe("the 'Boka Rum' modal", () => {
  it('lists every match with its UNO code, and another can be chosen (issue 23 §6, §11)', async () => {
    renderPage([availabilityMock(SHELTERS), searchMock({ firstName: 'sara', lastName: null, uno: null }, 'found')]);
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByLabelText('Förnamn'), { target: { value: 'sara' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sök Användare' }));
    const matches = await within(dialog).findByRole('region', { name: '2 gäster hittades. Välj rätt gäst:' });
    const first = within(matches).getByRole('button', { name: 'Sara Nord (UNO 5123)' });
    expect(first.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(matches).getByRole('button', { name: 'Sara Nordin (UNO 5124)' }));
    expect(first.getAttribute('aria-pressed')).toBe('false');
    expect(within(dialog).getByText('Sara Nordin')).toBeTruthy();
    expect(within(dialog).getByText('5124')).toBeTruthy();
    expect(await within(dialog).findByText('Gästen har inga aktuella bokningar.')).toBeTruthy();
  });

  it("shows the guest's current bookings, and one on these nights is said before booking (issue 23 §11)", async () => {
    render(
      <MockedProvider
        mocks={[
          meMock,
          availabilityMock(SHELTERS),
          searchMock({ firstName: null, lastName: null, uno: '5123' }, 'found'),
          staysMock('77', [
            { startDate: TODAY, endDate: '2025-06-04' },
            { startDate: '2025-06-10', endDate: '2025-06-12' },
          ]),
        ]}
      >
        <ApolloSession>
          <VolunteerPage today={TODAY} />
        </ApolloSession>
      </MockedProvider>,
    );
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByLabelText('UNO Kod'), { target: { value: '5123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sök Användare' }));
    const stays = await within(dialog).findByRole('region', { name: 'Gästens aktuella bokningar' });
    expect((await within(stays).findAllByRole('listitem')).map((li) => li.textContent)).toEqual([
      'Nattlogi Norrmalm, Rum 3: 2025-06-01 – 2025-06-04 (Bekräftad)',
      'Nattlogi Norrmalm, Rum 3: 2025-06-10 – 2025-06-12 (Bekräftad)',
    ]);
    expect(within(stays).getByRole('alert').textContent).toBe(t.booking.overlaps);
    expect((within(dialog).getByRole('button', { name: 'Bekräfta' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('carries a guest just created straight into the next booking (issue 23 §11)', async () => {
    renderPage([
      availabilityMock(SHELTERS),
      {
        request: {
          query: VolunteerCreateGuestDocument,
          variables: { input: { firstName: 'Nora', lastName: 'Ny', uno: '6001', gender: null } },
        },
        result: { data: { createGuest: { id: '79', firstName: 'Nora', lastName: 'Ny', uno: '6001' } } },
      },
    ]);
    await screen.findByRole('button', { name: 'Boka Rum 1 på Härbärget Ljusglimten' });
    const form = screen.getByRole('region', { name: 'Skapa en Ny Gäst' });
    fireEvent.change(within(form).getByLabelText('Förnamn'), { target: { value: 'Nora' } });
    fireEvent.change(within(form).getByLabelText('Efternamn'), { target: { value: 'Ny' } });
    fireEvent.change(within(form).getByLabelText('UNO Kod'), { target: { value: '6001' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Skapa Användare' }));
    expect(await screen.findByText('Gäst har skapats!')).toBeTruthy();
    expect(await screen.findByText(t.bookingFor('Nora Ny (UNO 6001)'))).toBeTruthy();

    const dialog = await openModal();
    expect(within(dialog).getByText('Nora Ny')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Bekräfta' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks for one search field, and keeps Bekräfta disabled until a guest is found', async () => {
    renderPage([availabilityMock(SHELTERS)]);
    const dialog = await openModal();
    const confirm = within(dialog).getByRole('button', { name: 'Bekräfta' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Förnamn'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sök Användare' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Ange förnamn, efternamn, eller UNO KOD för att söka');
    expect(confirm.disabled).toBe(true);
    expect(within(dialog).getByText('Rum 1, Härbärget Ljusglimten')).toBeTruthy();
  });

  it("says 'Gäst hittades ej.' or 'Error searching for user.', and a later find chooses the first and clears the error", async () => {
    renderPage([
      availabilityMock(SHELTERS),
      searchMock({ firstName: 'Okänd', lastName: null, uno: null }, 'none'),
      searchMock({ firstName: null, lastName: 'Nord', uno: null }, 'fail'),
      searchMock({ firstName: 'sara', lastName: null, uno: null }, 'found'),
    ]);
    const dialog = await openModal();
    const first = within(dialog).getByLabelText('Förnamn');
    const last = within(dialog).getByLabelText('Efternamn');
    const search = within(dialog).getByRole('button', { name: 'Sök Användare' });

    fireEvent.change(first, { target: { value: 'Okänd' } });
    fireEvent.click(search);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Gäst hittades ej.');

    fireEvent.change(first, { target: { value: '' } });
    fireEvent.change(last, { target: { value: 'Nord' } });
    fireEvent.click(search);
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Error searching for user.'));

    fireEvent.change(first, { target: { value: 'sara' } });
    fireEvent.change(last, { target: { value: '' } });
    fireEvent.click(search);
    expect(await within(dialog).findByText('Sara Nord')).toBeTruthy();
    expect(within(dialog).getByText('5123')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Bekräfta' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('requests, confirms with the returned id, closes, and says so in the page (not an alert box)', async () => {
    renderPage([
      availabilityMock(SHELTERS),
      searchMock({ firstName: null, lastName: null, uno: '5123' }, 'found'),
      requestMock({ status: 'pending' }),
      confirmMock,
      availabilityMock(SHELTERS),
    ]);
    const dialog = await openModal();
    await findSara(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bekräfta' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const status = screen.getAllByRole('status').find((s) => s.textContent?.includes('Bokningsbekräftelse'));
    expect(status?.textContent).toBe('Bokningsbekräftelse Rum 1, Gäst: Sara NordPlats bokat, Email med bokingsinformation har skickats ut');
    expect(screen.queryByRole('region', { name: 'Bokningsbekräftelse att skriva ut' })).toBeNull();
  });

  it('a guest no message can reach: no "e-mail sent", the oral-information text and a printable slip', async () => {
    renderPage([
      availabilityMock(SHELTERS),
      searchMock({ firstName: null, lastName: null, uno: '5123' }, 'found'),
      requestMock({ status: 'pending' }),
      confirmMockWith(null),
      availabilityMock(SHELTERS),
    ]);
    const dialog = await openModal();
    await findSara(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bekräfta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const status = screen.getAllByRole('status').find((s) => s.textContent?.includes('Bokningsbekräftelse'));
    expect(status?.textContent).toBe(
      'Bokningsbekräftelse Rum 1, Gäst: Sara NordGästen har ingen e-post eller telefon – ge bokningsinformationen muntligt',
    );
    expect(document.body.textContent).not.toContain('Email med bokingsinformation');

    const slip = await screen.findByRole('region', { name: 'Bokningsbekräftelse att skriva ut' });
    const facts = [...slip.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Gäst', 'Sara Nord'],
      ['Boende', 'Härbärget Norr'],
      ['Rum', 'Rum 1'],
      ['Adress', 'Norrgatan 1, 111 22 Stockholm'],
      ['Telefon', '08-123 45'],
      ['Datum', `${TODAY} – 2025-06-03 (incheckning ${TODAY}, utcheckning 2025-06-03)`],
      ['Incheckning', 'kl. 18:00–22:00'],
    ]);
    expect(slip.textContent).not.toContain('5123');
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(within(slip).getByRole('button', { name: 'Skriv ut bekräftelsen' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('a guest told by SMS: the SMS text, no slip', async () => {
    renderPage([
      availabilityMock(SHELTERS),
      searchMock({ firstName: null, lastName: null, uno: '5123' }, 'found'),
      requestMock({ status: 'pending' }),
      confirmMockWith('sms'),
      availabilityMock(SHELTERS),
    ]);
    const dialog = await openModal();
    await findSara(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bekräfta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Plats bokat, SMS med bokningsinformation har skickats ut')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bokningsbekräftelse att skriva ut' })).toBeNull();
  });

  it("says 'I kö' and does not confirm when the request lands in the queue", async () => {
    renderPage([
      availabilityMock(SHELTERS),
      searchMock({ firstName: null, lastName: null, uno: '5123' }, 'found'),
      requestMock({ status: 'in_queue' }),
      availabilityMock(SHELTERS),
    ]);
    const dialog = await openModal();
    await findSara(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bekräfta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(/^I kö: Rum 1, Gäst: Sara Nord\./)).toBeTruthy();
    expect(screen.queryByText(/Bokningsbekräftelse/)).toBeNull();
  });

  it.each([
    ['BOOKING_DUPLICATE', 'A booking with these details already exists.', 'Bokning finns redan.'],
    ['BOOKING_OVERLAP', 'Gästen har redan en bokning som överlappar dessa nätter.', 'Bokning finns redan.'],
    ['BOOKING_START_IN_PAST', 'Incheckningsdatum kan inte vara i det förflutna.', 'Fel med Datum'],
    ['BOOKING_END_NOT_AFTER_START', 'x', 'Fel med Datum'],
    ['BOOKING_TOO_LONG', 'x', 'Fel med Datum'],
    ['BOOKING_WOMAN_ONLY', 'Rummet är endast för kvinnor.', 'Bokning gick ej igenom Rummet är endast för kvinnor.'],
    // Issue 38: a shelter requiring a biståndsbeslut; the server's text says which nights the decision covers.
    [
      'DECISION_REQUIRED',
      'Gästens biståndsbeslut räcker bara till 1 natt till.',
      'Bokning gick ej igenom Gästens biståndsbeslut räcker bara till 1 natt till.',
    ],
  ])('shows SPEC §8 text for %s', async (code, message, text) => {
    renderPage([
      availabilityMock(SHELTERS),
      searchMock({ firstName: null, lastName: null, uno: '5123' }, 'found'),
      requestMock(new GraphQLError(message, { extensions: { code } })),
    ]);
    const dialog = await openModal();
    await findSara(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bekräfta' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("says 'Fel vid Bokning.' when the server does not answer, also to the one retry", async () => {
    renderPage([
      availabilityMock(SHELTERS),
      searchMock({ firstName: null, lastName: null, uno: '5123' }, 'found'),
      requestMock(new Error('offline')),
      requestMock(new Error('offline')),
    ]);
    const dialog = await openModal();
    await findSara(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bekräfta' }));
    expect((await within(dialog).findByRole('alert', {}, { timeout: 4000 })).textContent).toBe('Fel vid Bokning.');
    expect(sentKeys).toHaveLength(2);
    expect(sentKeys[1]).toBe(sentKeys[0]);
  });

  it('sends the request once more with the same key after a network error, then confirms the booking (issue 15)', async () => {
    renderPage([
      availabilityMock(SHELTERS),
      searchMock({ firstName: null, lastName: null, uno: '5123' }, 'found'),
      requestMock(new TypeError('Failed to fetch')),
      requestMock({ status: 'pending' }),
      confirmMock,
      availabilityMock(SHELTERS),
    ]);
    const dialog = await openModal();
    await findSara(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bekräfta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    expect(screen.getAllByRole('status').some((s) => s.textContent?.includes('Bokningsbekräftelse'))).toBe(true);
    expect(sentKeys).toHaveLength(2);
    expect(sentKeys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(sentKeys[1]).toBe(sentKeys[0]);
  });

  it('does not send a request refused with a reason again (one key per press)', async () => {
    renderPage([
      availabilityMock(SHELTERS),
      searchMock({ firstName: null, lastName: null, uno: '5123' }, 'found'),
      requestMock(new GraphQLError('Rummet är endast för kvinnor.', { extensions: { code: 'BOOKING_WOMAN_ONLY' } })),
      requestMock({ status: 'in_queue' }),
      availabilityMock(SHELTERS),
    ]);
    const dialog = await openModal();
    await findSara(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bekräfta' }));
    await within(dialog).findByRole('alert');
    expect(sentKeys).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bekräfta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentKeys).toHaveLength(2);
    expect(sentKeys[1]).not.toBe(sentKeys[0]);
  });

  it("closes on 'Avbryt'", async () => {
    renderPage([availabilityMock(SHELTERS)]);
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('booking error texts', () => {
  it("falls back to 'Unknown error' when the server gives no message", () => {
    const { CombinedGraphQLErrors } = jest.requireActual('@apollo/client/errors') as typeof import('@apollo/client/errors');
    const error = new CombinedGraphQLErrors({ errors: [{ message: '', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    expect(bookingErrorText(error)).toBe(`${t.booking.failed('Unknown error')}`);
  });
});
