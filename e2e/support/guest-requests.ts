// Fresh guests and requests made through the API, so a journey never depends on how many demo rows
// the journeys before it left behind.
import type { APIRequestContext } from 'playwright-core';
import { gql, gqlData } from './staff-session';

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
