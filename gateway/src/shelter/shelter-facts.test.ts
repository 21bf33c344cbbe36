/**
 * What a guest needs to get to a shelter (issue 18 §6): the admin sets phone, the check-in window,
 * house rules, criteria and coordinates through createShelter/updateShelter; bad input is refused
 * with its Swedish text and changes nothing; every GraphQL view of a shelter carries them; the
 * REST shim's shelter (SPEC §7) stays exactly as it was.
 */
import type { Actor } from '../domain/actor';
import { addDays } from '../platform/dates';
import { HttpClient } from '../test-support/http';
import { useServerSuite } from '../test-support/suite';
import { MESSAGES } from '../platform/messages';

const TODAY = '2031-04-14';
const s = useServerSuite(TODAY);
let admin: HttpClient;
let regionId: string;

const FACTS = 'phone checkInFrom checkInUntil houseRules criteria latitude longitude';
const CREATE = `mutation($input: ShelterInput!) { createShelter(input: $input) { id name ${FACTS} } }`;
const UPDATE = `mutation($id: ID!, $input: ShelterInput!) { updateShelter(id: $id, input: $input) { id name ${FACTS} } }`;

type Facts = Record<string, unknown>;
const FULL: Facts = {
  phone: '08-465 004 12',
  checkInFrom: '18:00',
  checkInUntil: '22:00',
  houseRules: 'Tyst efter kl. 23.\nInga droger i huset.',
  criteria: ['pets_allowed', 'accessible'],
  latitude: 59.3198,
  longitude: 18.0664,
};
const NONE: Facts = {
  phone: null,
  checkInFrom: null,
  checkInUntil: null,
  houseRules: '',
  criteria: [],
  latitude: null,
  longitude: null,
};

const client = (actor: Actor): Promise<HttpClient> => s.clientFor(actor);
const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
const message = (r: { errors?: { message?: string }[] }) => r.errors?.[0]?.message;

async function create(facts: Facts, name = 'Faktahärbärget'): Promise<string> {
  const r = await admin.gql<{ createShelter: { id: string } }>(CREATE, { input: { name, regionId, ...facts } });
  expect(r.errors).toBeUndefined();
  return r.data?.createShelter.id as string;
}

async function factsOf(id: string): Promise<Facts> {
  const [row] = await s.db.dataSource.query(
    `SELECT phone, check_in_from, check_in_until, house_rules, criteria, latitude, longitude, name FROM shelter WHERE id = $1`,
    [Number(id)],
  );
  return row;
}

beforeAll(async () => {
  admin = await client(await s.f.admin({ login: true }));
  regionId = String(await s.f.region());
});

describe('the admin sets the facts', () => {
  it('stores them on create (criteria in the enum order) and answers them', async () => {
    const r = await admin.gql<{ createShelter: Facts }>(CREATE, { input: { name: 'Nytt härbärge', regionId, ...FULL } });
    expect(r.errors).toBeUndefined();
    expect(r.data?.createShelter).toMatchObject({ ...FULL, criteria: ['accessible', 'pets_allowed'] });
  });

  it('gives a shelter made without them none', async () => {
    const r = await admin.gql<{ createShelter: Facts }>(CREATE, { input: { name: 'Utan fakta', regionId } });
    expect(r.data?.createShelter).toMatchObject(NONE);
  });

  it('changes the facts given, keeps those left out, and clears with null or an empty text', async () => {
    const id = await create(FULL);
    const kept = await admin.gql<{ updateShelter: Facts }>(UPDATE, { id, input: { name: 'Nytt namn', regionId, checkInUntil: '01:30' } });
    expect(kept.errors).toBeUndefined();
    expect(kept.data?.updateShelter).toMatchObject({
      ...FULL,
      name: 'Nytt namn',
      checkInUntil: '01:30',
      criteria: ['accessible', 'pets_allowed'],
    });

    const cleared = await admin.gql<{ updateShelter: Facts }>(UPDATE, {
      id,
      input: {
        name: 'Nytt namn',
        regionId,
        phone: '',
        checkInFrom: null,
        checkInUntil: ' ',
        houseRules: null,
        criteria: null,
        latitude: null,
        longitude: null,
      },
    });
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data?.updateShelter).toMatchObject(NONE);
  });

  it('accepts a phone with a leading +, parentheses and dashes, and the edge times and coordinates', async () => {
    const id = await create({ phone: '+46 (0)8-465 004 12', checkInFrom: '00:00', checkInUntil: '23:59', latitude: -90, longitude: 180 });
    const row = await factsOf(id);
    expect(row).toMatchObject({
      phone: '+46 (0)8-465 004 12',
      check_in_from: '00:00',
      check_in_until: '23:59',
      latitude: -90,
      longitude: 180,
    });
  });

  const B = MESSAGES.BAD_USER_INPUT;
  const REFUSED: [string, Facts, string][] = [
    ['a phone with letters', { phone: '08-465 ABC' }, B.phone(5, 15)],
    ['a phone with a + inside', { phone: '08+4650041' }, B.phone(5, 15)],
    ['a phone with too few digits', { phone: '123 4' }, B.phone(5, 15)],
    ['a phone with too many digits', { phone: '0123456789012345' }, B.phone(5, 15)],
    ['a check-in hour 24', { checkInFrom: '24:00' }, B.timeOfDay('Incheckning från')],
    ['a check-in without its zero', { checkInFrom: '8:00' }, B.timeOfDay('Incheckning från')],
    ['a latest check-in with seconds', { checkInUntil: '22:00:00' }, B.timeOfDay('Senaste incheckning')],
    ['a latest check-in minute 60', { checkInUntil: '21:60' }, B.timeOfDay('Senaste incheckning')],
    ['house rules over 2,000 characters', { houseRules: 'x'.repeat(2001) }, B.fieldTooLong('Husregler', 2000)],
    ['a criterion twice', { criteria: ['accessible', 'accessible'] }, B.criterionRepeated],
    ['a latitude over 90', { latitude: 90.5, longitude: 18 }, B.latitude],
    ['a longitude under -180', { latitude: 59, longitude: -180.01 }, B.longitude],
    ['a latitude without a longitude', { latitude: 59 }, B.coordinatesTogether],
    ['a longitude with a null latitude', { latitude: null, longitude: 18 }, B.coordinatesTogether],
  ];

  it.each(REFUSED)('refuses %s with its Swedish text, and changes nothing', async (_what, facts, text) => {
    const id = await create(FULL, 'Orört härbärge');
    const before = await factsOf(id);
    const updated = await admin.gql(UPDATE, { id, input: { name: 'Ändrat namn', regionId, ...facts } });
    expect({ code: code(updated), message: message(updated) }).toEqual({ code: 'BAD_USER_INPUT', message: text });
    expect(await factsOf(id)).toEqual(before);

    const shelters = Number((await s.db.dataSource.query(`SELECT count(*)::int AS n FROM shelter`))[0].n);
    const created = await admin.gql(CREATE, { input: { name: 'Aldrig skapat', regionId, ...facts } });
    expect(code(created)).toBe('BAD_USER_INPUT');
    expect(Number((await s.db.dataSource.query(`SELECT count(*)::int AS n FROM shelter`))[0].n)).toBe(shelters);
  });

  it('refuses an unknown criterion at the GraphQL boundary', async () => {
    const r = await admin.gql(CREATE, { input: { name: 'X', regionId, criteria: ['smoking_allowed'] } });
    expect(code(r)).toBe('BAD_USER_INPUT');
  });
});

describe('every view of a shelter carries the facts', () => {
  let shelterId: number;
  let guest: HttpClient;
  let host: HttpClient;
  let staff: HttpClient;

  beforeAll(async () => {
    shelterId = Number(await create(FULL, 'Visat härbärge'));
    const room = await s.f.product(shelterId, { places: 3 });
    const guestActor = await s.f.guest({ login: true });
    const hostActor = await s.f.host(shelterId, { login: true });
    guest = await client(guestActor);
    host = await client(hostActor);
    await s.services.bookings.request(guestActor, { productId: room, startDate: TODAY, endDate: addDays(TODAY, 1) });
    // Someone who used a night here, for the nights report.
    const stayed = await s.f.guest();
    const b = await s.services.bookings.request(stayed, { productId: room, startDate: TODAY, endDate: addDays(TODAY, 2) });
    await s.services.bookings.transition(hostActor, b.id, 'assign');
    await s.services.bookings.transition(hostActor, b.id, 'check_in');
    const person = await s.f.caseworker([shelterId], { login: true });
    await s.db.dataSource.query(`UPDATE app_user SET groups = '{caseworker,volunteer}' WHERE id = $1`, [person.userId]);
    staff = await client(person);
  });

  const expected = () => ({ ...FULL, criteria: ['accessible', 'pets_allowed'] });

  it('shelters, shelter, a booking’s shelter, the host’s own (me)', async () => {
    const r = await guest.gql<{
      shelters: (Facts & { id: string })[];
      shelter: Facts;
      myBookings: { product: { shelter: Facts } }[];
    }>(`query($id: ID!) { shelters { id ${FACTS} } shelter(id: $id) { ${FACTS} } myBookings { product { shelter { ${FACTS} } } } }`, {
      id: String(shelterId),
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.shelters.find((x) => x.id === String(shelterId))).toMatchObject(expected());
    expect(r.data?.shelter).toEqual(expected());
    expect(r.data?.myBookings[0]?.product.shelter).toEqual(expected());
    const me = await host.gql<{ me: { host: Facts } }>(`{ me { host { ${FACTS} } } }`);
    expect(me.data?.me.host).toEqual(expected());
  });

  it("the volunteer's room finder, the caseworker's overview and the nights report", async () => {
    const r = await staff.gql<{
      volunteerAvailability: { host: Facts & { id: string } }[];
      caseworkerAvailability: { shelter: Facts }[];
      nightsReport: { rows: { shelter: Facts }[] };
    }>(
      `query($start: LocalDate!, $end: LocalDate!) {
        volunteerAvailability { host { id ${FACTS} } }
        caseworkerAvailability { shelter { ${FACTS} } }
        nightsReport(start: $start, end: $end) { rows { shelter { ${FACTS} } } }
      }`,
      { start: TODAY, end: addDays(TODAY, 1) },
    );
    expect(r.errors).toBeUndefined();
    const { id: _id, ...volunteers } = r.data?.volunteerAvailability.find((x) => x.host.id === String(shelterId))?.host ?? {};
    expect(volunteers).toEqual(expected());
    expect(r.data?.caseworkerAvailability[0]?.shelter).toEqual(expected());
    expect(r.data?.nightsReport.rows.map((x) => x.shelter)).toEqual([expected()]);
  });

  it("leaves the REST shim's shelter as SPEC §7 has it", async () => {
    const r = await host.rest<Record<string, unknown>>('GET', '/api/host');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['city', 'id', 'image', 'name', 'postcode', 'region', 'street']);
    const bookings = await guest.rest<{ product: { host: Record<string, unknown> } }[]>('GET', '/api/user/bookings');
    expect(Object.keys(bookings.body[0]?.product.host ?? {}).sort()).toEqual(['id', 'name']);
    const products = await guest.rest<{ host: Record<string, unknown> }[]>('GET', `/api/host/hosts/${shelterId}/products`);
    expect(Object.keys(products.body[0]?.host ?? {}).sort()).toEqual(['city', 'id', 'image', 'name', 'postcode', 'region', 'street']);
    const available = await guest.rest<{ host: Record<string, unknown> }[]>('GET', `/api/user/available/${TODAY}`);
    for (const entry of available.body)
      expect(Object.keys(entry.host).sort()).toEqual(['city', 'id', 'image', 'name', 'postcode', 'region', 'street']);
  });
});
