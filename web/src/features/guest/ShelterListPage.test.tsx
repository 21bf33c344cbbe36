import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { sv } from '../../i18n/sv';
import { todayInStockholm } from '../../lib/dates';
import { renderRoute } from '../../test-support/render';
import { person, sessionMocks } from '../../test-support/session-mocks';
import {
  GuestAnswerChannelDocument,
  GuestRoomPlacesDocument,
  GuestSheltersDocument,
  RequestBookingDocument,
  SheltersWithPlaceDocument,
} from './guest.graphql';

const t = sv.guest.shelters;

const shelter = (id: string, name: string, placesFreeTonight: number, criteria: string[] = []) => ({
  __typename: 'Shelter' as const,
  id,
  name,
  street: 'Gatan 1',
  postcode: '11820',
  city: 'Stockholm',
  image: null,
  placesFreeTonight,
  criteria,
});

/** A page of shelters as the server answers it (issue 22); `total` above the page's size means 'Visa fler'. */
const pageMock = (
  shelters: ReturnType<typeof shelter>[],
  variables: Record<string, unknown> = {},
  total = shelters.length,
): MockLink.MockedResponse => ({
  request: { query: GuestSheltersDocument, variables },
  result: { data: { shelterPage: { __typename: 'ShelterPage', total, hasMore: total > shelters.length, shelters } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const sheltersMock = pageMock([shelter('1', 'Ljusglimten', 3, ['drug_tolerant']), shelter('2', 'Nattljuset', 0)]);

const tonight = todayInStockholm();
const tomorrow = (() => {
  const d = new Date(`${tonight}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
})();

/** Tonight's places per room of a shelter: [id, name, type, places left]. */
const tonightMock = (shelterId: string, rooms: [string, string, 'room' | 'woman_only', number][]): MockLink.MockedResponse => ({
  request: { query: GuestRoomPlacesDocument, variables: { shelterId, from: tonight, days: 1 } },
  result: {
    data: {
      shelterAvailability: rooms.map(([id, name, type, placesLeft]) => ({
        __typename: 'ProductAvailability',
        product: { __typename: 'Product', id, name, type },
        nights: [{ __typename: 'NightPlaces', date: tonight, placesLeft }],
        queued: 0,
      })),
    },
  },
});

const sent: unknown[] = [];
const requestMock = (productId: string): MockLink.MockedResponse => ({
  request: {
    query: RequestBookingDocument,
    variables: (v: Record<string, unknown>) => {
      const input = v.input as Record<string, unknown>;
      const same = input.productId === productId && input.startDate === tonight && input.endDate === tomorrow;
      if (same) sent.push(input);
      return same;
    },
  },
  result: {
    data: {
      requestBooking: {
        __typename: 'Booking',
        id: '50',
        status: 'pending',
        startDate: tonight,
        endDate: tomorrow,
        queuePosition: null,
        product: {
          __typename: 'Product',
          id: productId,
          name: 'Rum 2',
          shelter: {
            __typename: 'Shelter',
            id: '1',
            name: 'Ljusglimten',
            street: 'Gatan 1',
            postcode: '118 20',
            city: 'Stockholm',
            phone: '08-123 45 67',
            checkInUntil: '22:00',
          },
        },
      },
    },
  },
});

/** How the answer will come (issue 33 §5): this guest chose e-mail and has an address. */
const channelMock: MockLink.MockedResponse = {
  request: { query: GuestAnswerChannelDocument },
  result: {
    data: { myNotificationSettings: { __typename: 'NotificationSettings', contactPreference: 'email', hasEmail: true, hasPhone: false } },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function render(extra: MockLink.MockedResponse[], gender: 'K' | 'M' = 'M') {
  sent.length = 0;
  return renderRoute('/user', [...sessionMocks(person(['user'], { gender })), sheltersMock, channelMock, ...extra]);
}

describe('shelter list: free beds before asking (issue 18 §1)', () => {
  it('says how many beds each shelter has free tonight, and its criteria', async () => {
    render([]);
    const ljus = (await screen.findByRole('heading', { name: 'Ljusglimten' })).closest('li') as HTMLElement;
    expect(within(ljus).getByText(t.freeTonight(3))).toBeTruthy();
    expect(within(ljus).getByText(sv.guest.criterion.drug_tolerant)).toBeTruthy();
    const natt = screen.getByRole('heading', { name: 'Nattljuset' }).closest('li') as HTMLElement;
    expect(within(natt).getByText('Fullt i natt')).toBeTruthy();
  });
});

describe("'Boka i natt' (issue 18 §3)", () => {
  it("requests tonight → tomorrow in the shelter's first room with a place this guest may book", async () => {
    // A man: the women-only room with places is passed over; the full room too.
    render([
      tonightMock('1', [
        ['10', 'Kvinnorum', 'woman_only', 4],
        ['11', 'Rum 1', 'room', 0],
        ['12', 'Rum 2', 'room', 2],
      ]),
      requestMock('12'),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: t.bookTonightAt('Ljusglimten') }));

    // Issue 33 §5: the honest answer: sent, not done; where; by when; how the answer comes.
    const b = sv.guest.booking;
    const dialog = await screen.findByRole('dialog', { name: 'Förfrågan skickad – inte klar än' });
    expect(within(dialog).queryByText(b.successText)).toBeNull();
    expect(within(dialog).getByText(b.sentText)).toBeTruthy();
    expect(within(dialog).getByText('Ljusglimten')).toBeTruthy();
    expect(within(dialog).getByText('Rum 2')).toBeTruthy();
    expect(within(dialog).getByText('Gatan 1, 118 20 Stockholm').tagName).toBe('BDI');
    expect(within(dialog).getByText('08-123 45 67').closest('a')?.getAttribute('href')).toBe('tel:081234567');
    expect(within(dialog).getByText(b.checkInUntil('22:00'))).toBeTruthy();
    expect(await within(dialog).findByText(b.answerBy.email)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: b.toBookings }).getAttribute('href')).toBe('/user/requests');
    expect(sent).toHaveLength(1);
  });

  it('says when the shelter has no place tonight, and offers the nearest that have one', async () => {
    render([
      tonightMock('2', [['21', 'Rum 1', 'room', 0]]),
      {
        request: { query: SheltersWithPlaceDocument, variables: { start: tonight, end: tomorrow, near: '2', limit: 3 } },
        result: {
          data: {
            sheltersWithPlace: [
              {
                __typename: 'ShelterPlace',
                shelter: { __typename: 'Shelter', id: '1', name: 'Ljusglimten', street: 'Gatan 1', postcode: '11820', city: 'Stockholm' },
                product: { __typename: 'Product', id: '12', name: 'Rum 2' },
                placesLeft: 2,
              },
            ],
          },
        },
      },
      tonightMock('1', [['12', 'Rum 2', 'room', 2]]),
      requestMock('12'),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: t.bookTonightAt('Nattljuset') }));

    const none = await screen.findByRole('dialog', { name: t.noPlaceTonight('Nattljuset') });
    expect(within(none).getByText(t.nearestWithPlace)).toBeTruthy();
    fireEvent.click(within(none).getByRole('button', { name: t.bookTonightAt('Ljusglimten') }));
    expect(await screen.findByRole('dialog', { name: sv.guest.booking.sentTitle })).toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it('says why when the request is refused (e.g. a booking already those nights)', async () => {
    render([
      tonightMock('1', [['12', 'Rum 2', 'room', 2]]),
      {
        request: { query: RequestBookingDocument, variables: () => true },
        result: { errors: [new GraphQLError('Gästen har redan en bokning.', { extensions: { code: 'BOOKING_OVERLAP' } })] },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: t.bookTonightAt('Ljusglimten') }));
    const dialog = await screen.findByRole('dialog', { name: sv.guest.booking.failureTitle });
    expect(within(dialog).getByText(sv.guest.booking.refused.overlap)).toBeTruthy();
  });

  it('says so when no shelter has a place tonight', async () => {
    render([
      tonightMock('2', []),
      {
        request: { query: SheltersWithPlaceDocument, variables: { start: tonight, end: tomorrow, near: '2', limit: 3 } },
        result: { data: { sheltersWithPlace: [] } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: t.bookTonightAt('Nattljuset') }));
    const dialog = await screen.findByRole('dialog', { name: t.noPlaceTonight('Nattljuset') });
    expect(within(dialog).getByText(t.noneWithPlace)).toBeTruthy();
  });
});

describe('shelter list: a page at a time, and a search (issue 22)', () => {
  const many = (from: number, n: number) => Array.from({ length: n }, (_, i) => shelter(String(from + i), `Boställe ${from + i}`, 1));

  it("shows the first 20 with how many there are, and 'Visa fler' asks for 20 more", async () => {
    renderRoute('/user', [
      ...sessionMocks(person(['user'])),
      pageMock(many(100, 20), {}, 23),
      pageMock([...many(100, 20), ...many(200, 3)], { limit: 40 }, 23),
    ]);
    expect(await screen.findByText(t.showing(20, 23))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.showMore }));
    expect(await screen.findByText(t.showing(23, 23))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Boställe 202' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.showMore })).toBeNull();
  });

  it("searches by name, town or region, says when nothing matches, and 'Visa alla' goes back", async () => {
    renderRoute('/user', [
      ...sessionMocks(person(['user'])),
      sheltersMock,
      pageMock([shelter('2', 'Nattljuset', 0)], { search: 'natt' }),
      pageMock([], { search: 'xyz' }),
    ]);
    await screen.findByRole('heading', { name: 'Ljusglimten' });
    const search = screen.getByRole('search');
    fireEvent.change(within(search).getByLabelText(t.search), { target: { value: ' natt ' } });
    fireEvent.click(within(search).getByRole('button', { name: t.searchButton }));
    expect(await screen.findByText(t.showing(1, 1))).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Ljusglimten' })).toBeNull();
    fireEvent.change(within(search).getByLabelText(t.search), { target: { value: 'xyz' } });
    fireEvent.click(within(search).getByRole('button', { name: t.searchButton }));
    expect(await screen.findByText(t.noMatch('xyz'))).toBeTruthy();
    fireEvent.click(within(search).getByRole('button', { name: t.showAll }));
    expect(await screen.findByRole('heading', { name: 'Ljusglimten' })).toBeTruthy();
    expect((within(search).getByLabelText(t.search) as HTMLInputElement).value).toBe('');
  });
});
