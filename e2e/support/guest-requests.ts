// Fresh guests and requests made through the API, so a journey never depends on how many demo rows
// the journeys before it left behind.
import type { APIRequestContext } from 'playwright-core';
import { apiAs, gql, gqlData } from './staff-session';

/** A UNO code from 5000–9999 (the demo uses lower ones); the caller retries when it is taken. */
export const randomUno = (): string => String(5000 + Math.floor(Math.random() * 5000));

export interface CreatedGuest {
  id: string;
  firstName: string;
  lastName: string;
  uno: string;
}

/** Creates a guest as a volunteer, retrying with another UNO code while one is taken. */
export async function createGuest(
  volunteer: APIRequestContext,
  firstName: string,
  lastName: string,
  gender: 'K' | 'M' | null = null,
): Promise<CreatedGuest> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const uno = randomUno();
    const result = await gql<{ createGuest: CreatedGuest }>(
      volunteer,
      `mutation($input: CreateGuestInput!) { createGuest(input: $input) { id firstName lastName uno } }`,
      { input: { firstName, lastName, uno, gender } },
    );
    if (result.data) return result.data.createGuest;
    if (result.errors?.[0]?.extensions?.code !== 'UNO_TAKEN') {
      throw new Error(`createGuest failed: ${JSON.stringify(result.errors)}`);
    }
  }
  throw new Error('no free UNO code found in 20 tries');
}

/** The id of a room (type room) with the most places at the named shelter. */
export async function roomAt(api: APIRequestContext, shelterName: string): Promise<string> {
  const { shelters } = await gqlData<{
    shelters: { name: string; products: { id: string; type: string; totalPlaces: number }[] }[];
  }>(api, '{ shelters { name products { id type totalPlaces } } }');
  const rooms = shelters
    .find((s) => s.name === shelterName)
    ?.products.filter((p) => p.type === 'room')
    .sort((a, b) => b.totalPlaces - a.totalPlaces);
  const room = rooms?.[0];
  if (!room) throw new Error(`no room at ${shelterName}`);
  return room.id;
}

/** A volunteer's request for a guest (left pending: the caseworker has something to advise on). */
export async function requestFor(
  volunteer: APIRequestContext,
  guestId: string,
  productId: string,
  startDate: string,
  endDate: string,
): Promise<{ id: string; status: string }> {
  const { requestBooking } = await gqlData<{ requestBooking: { id: string; status: string } }>(
    volunteer,
    `mutation($input: RequestBookingInput!) { requestBooking(input: $input) { id status } }`,
    { input: { productId, startDate, endDate, guestId } },
  );
  return requestBooking;
}

/**
 * A guest's own request (through the API as `guestEmail`) in the first room of the named shelter that
 * takes it as pending, from `start` to `end`; a queued one is cancelled again. With `assignAs`, that
 * host assigns it. The booking's id, or null when no room had a place.
 */
export async function pendingRequestAt(
  guestEmail: string,
  shelterName: string,
  start: string,
  end: string,
  assignAs: string | null = null,
): Promise<string | null> {
  const guest = await apiAs(guestEmail);
  const host = assignAs ? await apiAs(assignAs) : null;
  try {
    const { shelters } = await gqlData<{ shelters: { name: string; products: { id: string; type: string }[] }[] }>(
      guest,
      '{ shelters { name products { id type } } }',
    );
    const rooms = shelters.find((s) => s.name === shelterName)?.products.filter((p) => p.type === 'room') ?? [];
    for (const room of rooms) {
      const made = await gql<{ requestBooking: { id: string; status: string } }>(
        guest,
        'mutation($input: RequestBookingInput!) { requestBooking(input: $input) { id status } }',
        { input: { productId: room.id, startDate: start, endDate: end } },
      );
      const booking = made.data?.requestBooking;
      if (booking?.status === 'pending') {
        if (host) await gqlData(host, 'mutation($id: ID!) { assignBooking(id: $id) { id } }', { id: booking.id });
        return booking.id;
      }
      if (booking) await gql(guest, 'mutation($id: ID!) { cancelBooking(id: $id) { id } }', { id: booking.id });
    }
    return null;
  } finally {
    await guest.dispose();
    await host?.dispose();
  }
}

/** The guest cancels their own booking (a journey's clean-up); nothing when `id` is null. */
export async function cancelAsGuest(guestEmail: string, id: string | null): Promise<void> {
  if (!id) return;
  const guest = await apiAs(guestEmail);
  try {
    await gql(guest, 'mutation($id: ID!) { cancelBooking(id: $id) { id } }', { id });
  } finally {
    await guest.dispose();
  }
}
