import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { sv } from '../../i18n/sv';
import { renderRoute } from '../../test-support/render';
import { person, sessionMocks } from '../../test-support/session-mocks';
import {
  GuestAnswerChannelDocument,
  GuestRoomPlacesDocument,
  GuestSheltersDocument,
  RequestBookingDocument,
  ShelterDetailsDocument,
} from './guest.graphql';

const t = sv.guest.booking;

const shelter = {
  __typename: 'Shelter' as const,
  id: '1',
  name: 'Härbärget Ljusglimten',
  street: 'Hornsgatan 12',
  postcode: '11820',
  city: 'Stockholm',
  phone: '08-123 45 67',
  checkInFrom: '18:00',
  checkInUntil: '22:00',
  houseRules: '',
  criteria: [],
  latitude: null,
  longitude: null,
  products: [
    { __typename: 'Product' as const, id: '11', name: 'Rum 1', description: 'Rum med tre sängar', type: 'room' as const, totalPlaces: 3 },
    {
      __typename: 'Product' as const,
      id: '12',
      name: 'Kvinnorum',
      description: 'Endast kvinnor',
      type: 'woman_only' as const,
      totalPlaces: 12,
    },
    { __typename: 'Product' as const, id: '13', name: 'Frukost', description: '07–09', type: 'breakfast' as const, totalPlaces: 30 },
  ],
};

const shelterMock = (delay = 0): MockLink.MockedResponse => ({
  request: { query: ShelterDetailsDocument, variables: { id: '1' } },
  result: { data: { shelter } },
  delay,
});

const input = { productId: '11', startDate: '2099-01-05', endDate: '2099-01-07', message: 'Jag kommer sent.' };

/** The idempotency key of each booking request sent, in order (issue 15). */
let sentKeys: unknown[] = [];
beforeEach(() => {
  sentKeys = [];
});

/** A booking request of `input` with some key (recorded in sentKeys), answered with `answer`. */
const requestMock = (answer: Pick<MockLink.MockedResponse, 'result' | 'error'>): MockLink.MockedResponse => ({
  request: {
    query: RequestBookingDocument,
    variables: (v: Record<string, unknown>) => {
      const { idempotencyKey, ...rest } = v.input as Record<string, unknown>;
      const same = JSON.stringify(rest) === JSON.stringify(input);
      if (same) sentKeys.push(idempotencyKey);
      return same;
    },
  },
  ...answer,
});

/** The room and its shelter, as the request's answer has them (issue 33 §5). */
const placeOf = {
  __typename: 'Product',
  id: '11',
  name: 'Rum 1',
  shelter: {
    __typename: 'Shelter',
    id: '1',
    name: 'Ljusglimten',
    street: 'Gatan 1',
    postcode: '118 20',
    city: 'Stockholm',
    phone: null,
    checkInUntil: '22:00',
  },
};

const booked = {
  data: {
    requestBooking: {
      __typename: 'Booking',
      id: '99',
      status: 'pending',
      startDate: input.startDate,
      endDate: input.endDate,
      queuePosition: null,
      product: placeOf,
    },
  },
};

const product = (id: string, name: string, type: 'room' | 'woman_only') => ({ __typename: 'Product' as const, id, name, type });
/** The ledger for 2099-01-05 → 07: Rum 1 has 2 then 1 places left; Kvinnorum is full the first night, 2 in its queue. */
const placesMock: MockLink.MockedResponse = {
  request: { query: GuestRoomPlacesDocument, variables: { shelterId: '1', from: '2099-01-05', days: 2 } },
  result: {
    data: {
      shelterAvailability: [
        {
          __typename: 'ProductAvailability',
          product: product('11', 'Rum 1', 'room'),
          nights: [
            { __typename: 'NightPlaces', date: '2099-01-05', placesLeft: 2 },
            { __typename: 'NightPlaces', date: '2099-01-06', placesLeft: 1 },
          ],
          queued: 0,
        },
        {
          __typename: 'ProductAvailability',
          product: product('12', 'Kvinnorum', 'woman_only'),
          nights: [
            { __typename: 'NightPlaces', date: '2099-01-05', placesLeft: 0 },
            { __typename: 'NightPlaces', date: '2099-01-06', placesLeft: 3 },
          ],
          queued: 2,
        },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const internal = { errors: [new GraphQLError('Något gick fel. Försök igen senare.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] };
/** Longer than the pause before the one retry (lib/retry.ts). */
const AFTER_RETRY = { timeout: 4000 };

function render(extra: MockLink.MockedResponse[] = [], delay = 0, gender: 'K' | 'M' | null = 'K') {
  return renderRoute('/accommodations/1/booking', [
    ...sessionMocks(person(['user'], { gender })),
    // SMS chosen without a number: the answer comes here only (issue 33 §5).
    {
      request: { query: GuestAnswerChannelDocument },
      result: {
        data: { myNotificationSettings: { __typename: 'NotificationSettings', contactPreference: 'sms', hasEmail: true, hasPhone: false } },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    shelterMock(delay),
    placesMock,
    ...extra,
  ]);
}

async function fillIn() {
  fireEvent.change(await screen.findByLabelText(t.checkIn), { target: { value: '2099-01-05' } });
  fireEvent.change(screen.getByLabelText(t.checkOut), { target: { value: '2099-01-07' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Välj Rum 1' }));
  fireEvent.change(screen.getByLabelText(t.message), { target: { value: 'Jag kommer sent.' } });
}

describe('room choice (SPEC §2 Välj rum)', () => {
  it("says 'Laddar rum...' until the rooms are there, then offers the bookable rooms only", async () => {
    render([], 500);

    expect(await screen.findByText(t.loadingRooms)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Välj Rum 1' })).toBeTruthy();
    expect(screen.queryByText(t.loadingRooms)).toBeNull();
    expect(screen.getByRole('button', { name: 'Välj Kvinnorum' })).toBeTruthy();
    expect(screen.queryByText('Frukost')).toBeNull();
    const rum1 = screen.getByRole('heading', { name: 'Rum 1' }).closest('li') as HTMLElement;
    expect(within(rum1).getByText(sv.productTypeLabel.room)).toBeTruthy();
    expect(within(rum1).getByText('Rum med tre sängar')).toBeTruthy();
  });

  it("shows SPEC §9's bed icons: 3 for three places, 5 for twelve", async () => {
    render();
    const rum1 = (await screen.findByRole('heading', { name: 'Rum 1' })).closest('li') as HTMLElement;
    const kvinnorum = screen.getByRole('heading', { name: 'Kvinnorum' }).closest('li') as HTMLElement;
    expect(rum1.querySelectorAll('.room-card__bed-icons svg')).toHaveLength(3);
    expect(kvinnorum.querySelectorAll('.room-card__bed-icons svg')).toHaveLength(5);
    expect(within(rum1).getByText(t.beds(3))).toBeTruthy();
  });

  it("turns the chosen room's button into a disabled 'Vald' and highlights its card", async () => {
    render();

    fireEvent.click(await screen.findByRole('button', { name: 'Välj Rum 1' }));
    const chosen = screen.getByRole('button', { name: 'Vald Rum 1' }) as HTMLButtonElement;
    expect(chosen.disabled).toBe(true);
    expect(chosen.closest('li')?.classList.contains('room-card--chosen')).toBe(true);

    // Issue 18 §5: the focus stays on the chosen card, and the choice is announced.
    expect(document.activeElement).toBe(chosen.closest('li'));
    expect(screen.getByText(t.chosenRoomNamed('Rum 1')).getAttribute('aria-live')).toBe('polite');

    fireEvent.click(screen.getByRole('button', { name: 'Välj Kvinnorum' }));
    expect(screen.getByRole('button', { name: 'Välj Rum 1' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Vald Kvinnorum' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByRole('button', { name: /^Vald/ })).toHaveLength(1);
  });

  it('shows, for the chosen nights, each room’s free places, and a full room as the queue (issue 18 §1)', async () => {
    render();
    expect(await screen.findByText(t.pickDatesForPlaces)).toBeTruthy();
    fireEvent.change(await screen.findByLabelText(t.checkIn), { target: { value: '2099-01-05' } });
    fireEvent.change(screen.getByLabelText(t.checkOut), { target: { value: '2099-01-07' } });

    const rum1 = screen.getByRole('heading', { name: 'Rum 1' }).closest('li') as HTMLElement;
    const kvinnorum = screen.getByRole('heading', { name: 'Kvinnorum' }).closest('li') as HTMLElement;
    // The fewest over the nights: 1 in Rum 1; Kvinnorum is full the first night.
    expect(await within(rum1).findByText(t.placesFree(1))).toBeTruthy();
    expect(within(kvinnorum).getByText(t.full)).toBeTruthy();
    expect(within(kvinnorum).getByText(`(${t.queueLength(2)})`)).toBeTruthy();
    expect(screen.queryByText(t.pickDatesForPlaces)).toBeNull();
  });

  it('shows a man the women-only room disabled, with the reason (issue 18 §1)', async () => {
    render([], 0, 'M');
    const button = (await screen.findByRole('button', { name: 'Välj Kvinnorum' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(t.notForYou);
    expect((screen.getByRole('button', { name: 'Välj Rum 1' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says beside the field when a typed date has passed, and keeps what was typed (issue 23 §1)', async () => {
    render();
    const checkIn = (await screen.findByLabelText(t.checkIn)) as HTMLInputElement;
    fireEvent.change(checkIn, { target: { value: '2000-01-05' } });
    fireEvent.blur(checkIn);
    expect(await screen.findByText(t.checkInPassed)).toBeTruthy();
    expect((screen.getByLabelText(t.checkIn) as HTMLInputElement).value).toBe('2000-01-05');
    // Check-out with no check-in yet: today is its first day.
    const checkOut = screen.getByLabelText(t.checkOut) as HTMLInputElement;
    fireEvent.change(checkOut, { target: { value: '2000-01-07' } });
    fireEvent.blur(checkOut);
    expect(await screen.findAllByText(t.checkInPassed)).toHaveLength(2);
  });

  it("says 'Host not found' for an unknown shelter", async () => {
    renderRoute('/accommodations/999/booking', [
      ...sessionMocks(person(['user'])),
      {
        request: { query: ShelterDetailsDocument, variables: { id: '999' } },
        result: { errors: [new GraphQLError('Host not found', { extensions: { code: 'HOST_NOT_FOUND' } })] },
      },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('Host not found');
  });
});

describe('request result dialog (SPEC §2, §4)', () => {
  it("sends dates, room and message; success says 'Bokning genomfört' and 'Stäng' goes to /user", async () => {
    render([
      requestMock({ result: booked }),
      { request: { query: GuestSheltersDocument }, result: { data: { shelterPage: { total: 0, hasMore: false, shelters: [] } } } },
    ]);
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: t.send }));

    const dialog = await screen.findByRole('dialog', { name: t.successTitle });
    expect(within(dialog).getByText(t.successText)).toBeTruthy();
    // SPEC's title and text, with the honest status line (issue 33 §5, a DESIGN §13 difference).
    expect(within(dialog).getByText(t.status('Förfrågan skickad – inte klar än'))).toBeTruthy();
    expect(within(dialog).getByText('Rum 1', { selector: 'span' })).toBeTruthy();
    expect(within(dialog).getByText(t.checkInUntil('22:00'))).toBeTruthy();
    expect(await within(dialog).findByText(t.answerBy.here)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: t.close }));
    expect(await screen.findByRole('heading', { level: 1, name: sv.guest.shelters.heading })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a request for a full room says it is queued, with its place in the queue (issue 18 §2)', async () => {
    render([
      requestMock({
        result: {
          data: {
            requestBooking: {
              __typename: 'Booking',
              id: '98',
              status: 'in_queue',
              startDate: input.startDate,
              endDate: input.endDate,
              queuePosition: 3,
              product: placeOf,
            },
          },
        },
      }),
    ]);
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: t.send }));

    const dialog = await screen.findByRole('dialog', { name: t.queuedTitle });
    expect(within(dialog).getByText(t.queuedText(3))).toBeTruthy();
    expect(within(dialog).getByText('Du står i kö, plats 3. Vi meddelar dig när en plats blir ledig.')).toBeTruthy();
    expect(within(dialog).queryByText(t.successText)).toBeNull();
  });

  it("on failure says 'Bokning misslyckades' with the reason, and 'Stäng' stays on the form", async () => {
    render([
      requestMock({
        result: {
          errors: [
            new GraphQLError('Gästen har redan en bokning som överlappar dessa nätter.', { extensions: { code: 'BOOKING_OVERLAP' } }),
          ],
        },
      }),
    ]);
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: t.send }));

    const dialog = await screen.findByRole('dialog', { name: t.failureTitle });
    expect(within(dialog).getByText(t.failureText)).toBeTruthy();
    // The reason in the guest's words (issue 18 §2, issue 23: 'du', not 'Gästen').
    expect(within(dialog).getByText(t.refused.overlap)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: t.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: t.heading })).toBeTruthy();
    expect((screen.getByLabelText(t.checkIn) as HTMLInputElement).value).toBe('2099-01-05');
    expect((screen.getByRole('button', { name: 'Vald Rum 1' }) as HTMLButtonElement).disabled).toBe(true);
    // A refusal with a reason is not sent again.
    expect(sentKeys).toHaveLength(1);
  });

  it('fails without sending anything when no room or dates were chosen', async () => {
    render();
    await screen.findByRole('button', { name: 'Välj Rum 1' });
    fireEvent.click(screen.getByRole('button', { name: t.send }));

    const dialog = await screen.findByRole('dialog', { name: t.failureTitle });
    expect(within(dialog).getByText(t.missing)).toBeTruthy();
  });
});

describe('safe retry of the booking request (issue 15)', () => {
  it('sends an idempotency key, and a new one with each press', async () => {
    render([
      requestMock({ result: { errors: [new GraphQLError('Nej', { extensions: { code: 'BOOKING_OVERLAP' } })] } }),
      requestMock({ result: booked }),
    ]);
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: t.send }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: t.failureTitle })).getByRole('button', { name: t.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByRole('dialog', { name: t.successTitle })).toBeTruthy();

    expect(sentKeys).toHaveLength(2);
    for (const key of sentKeys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(sentKeys[1]).not.toBe(sentKeys[0]);
  });

  it('after a network error sends the same request once more with the same key, and shows its answer', async () => {
    render([requestMock({ error: new TypeError('Failed to fetch') }), requestMock({ result: booked })]);
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: t.send }));
    // The button stays disabled until the retry has its answer.
    await waitFor(() => expect(sentKeys).toHaveLength(1));
    expect((screen.getByRole('button', { name: t.sending }) as HTMLButtonElement).disabled).toBe(true);

    const dialog = await screen.findByRole('dialog', { name: t.successTitle }, AFTER_RETRY);
    expect(within(dialog).getByText(t.status(t.sentTitle))).toBeTruthy();
    expect(sentKeys).toHaveLength(2);
    expect(sentKeys[1]).toBe(sentKeys[0]);
  });

  it('after INTERNAL_SERVER_ERROR retries once, then says it failed', async () => {
    render([requestMock({ result: internal }), requestMock({ result: internal }), requestMock({ result: booked })]);
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: t.send }));

    const dialog = await screen.findByRole('dialog', { name: t.failureTitle }, AFTER_RETRY);
    expect(within(dialog).getByText('Något gick fel. Försök igen senare.')).toBeTruthy();
    expect(sentKeys).toHaveLength(2);
    expect(sentKeys[1]).toBe(sentKeys[0]);
  });
});
