/**
 * Kompassen (issue 35 §2) over GraphQL and REST: who reads and who keeps (every role and nobody),
 * host staff keep only their own shelter's (another's is NOT_FOUND), filters by kind and open now
 * at a stopped Stockholm instant, nearest first from a position, audit events, and both REST shims.
 */
import type { Actor } from '../domain/actor';
import type { HttpClient } from '../test-support/http';
import { useServerSuite } from '../test-support/suite';
import { HttpClient as Client } from '../test-support/http';

const s = useServerSuite('2026-11-23');

const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
const message = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;

const FIELDS = `id name kind audiences mapUrl phone mayEdit distanceKm shelter { id } region { id }
  status { openNow closesAt opensNextDate opensNextTime todayHours { opens closes } }
  descriptionTranslations { language text }`;
const LIST = `query($kind: ResourceKind, $openNow: Boolean, $near: PositionInput) { compassResources(kind: $kind, openNow: $openNow, near: $near) { ${FIELDS} } }`;
const ONE = `query($id: ID!) { compassResource(id: $id) { ${FIELDS} } }`;
const KEPT = `{ keptCompassResources { id name } }`;
const CREATE = `mutation($input: CompassResourceInput!) { createCompassResource(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: CompassResourceInput!) { updateCompassResource(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteCompassResource(id: $id) }`;

type Resource = {
  id: string;
  name: string;
  mayEdit: boolean;
  distanceKm: number | null;
  shelter: { id: string } | null;
  status: { openNow: boolean; closesAt: string | null; opensNextDate: string | null; opensNextTime: string | null };
};

let region: number;
let shelter: number;
let otherShelter: number;
let hostActor: Actor;
let admin: HttpClient;
let host: HttpClient;
let otherHost: HttpClient;
let guest: HttpClient;
let volunteer: HttpClient;
let caseworker: HttpClient;
let anonymous: HttpClient;

const weekdays = (opens: string, closes: string) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens, closes }));
/** Stops the clock's "now" at a UTC instant (Monday 2026-11-23 10:00 in Stockholm is 09:00 UTC). */
const now = (iso: string) => {
  s.clock.now = () => new Date(iso);
};

beforeAll(async () => {
  region = await s.f.region();
  shelter = await s.f.shelter({ regionId: region });
  otherShelter = await s.f.shelter({ regionId: region });
  hostActor = await s.f.host(shelter, { login: true });
  admin = await s.clientFor(await s.f.admin({ login: true }));
  host = await s.clientFor(hostActor);
  otherHost = await s.clientFor(await s.f.host(otherShelter, { login: true }));
  guest = await s.clientFor(await s.f.guest({ login: true }));
  volunteer = await s.clientFor(await s.f.volunteer({ login: true }));
  caseworker = await s.clientFor(await s.f.caseworker([shelter], { login: true }));
  anonymous = new Client(s.server.url);
  now('2026-11-23T09:00:00Z');
});

async function create(c: HttpClient, input: Record<string, unknown>): Promise<Resource> {
  const r = await c.gql<{ createCompassResource: Resource }>(CREATE, { input });
  expect(r.errors).toBeUndefined();
  return (r.data as { createCompassResource: Resource }).createCompassResource;
}

describe('keeping resources', () => {
  it('an admin adds one in a region; host staff add their shelter’s; both audited', async () => {
    const a = await create(admin, {
      name: 'Stadsmissionens matsal',
      kind: 'meals',
      regionId: String(region),
      weeklyHours: weekdays('08:00', '11:00'),
    });
    expect(a).toMatchObject({ shelter: null, mayEdit: true });
    const h = await create(host, {
      name: 'Duschen i källaren',
      kind: 'shower_laundry',
      regionId: '999999',
      weeklyHours: weekdays('18:00', '21:00'),
    });
    expect(h.shelter).toEqual({ id: String(shelter) });
    const events: { action: string }[] = await s.db.dataSource.query(
      `SELECT action FROM admin_event WHERE entity = 'compass_resource' AND entity_id = ANY ($1::int[]) ORDER BY id`,
      [[Number(a.id), Number(h.id)]],
    );
    expect(events.map((e) => e.action)).toEqual(['compass_resource_created', 'compass_resource_created']);
  });

  it('refuses bad input in Swedish and changes nothing', async () => {
    const before = (await admin.gql<{ keptCompassResources: unknown[] }>(KEPT)).data?.keptCompassResources.length;
    const r = await admin.gql(CREATE, {
      input: { name: 'X', kind: 'meals', regionId: String(region), weeklyHours: [{ weekday: 9, opens: '09:00', closes: '10:00' }] },
    });
    expect(code(r)).toBe('BAD_USER_INPUT');
    expect(message(r)).toBe('Veckodagen måste vara 1 (måndag) till 7 (söndag).');
    const noRegion = await admin.gql(CREATE, { input: { name: 'X', kind: 'meals' } });
    expect(message(noRegion)).toBe('Regionen finns inte.');
    expect((await admin.gql<{ keptCompassResources: unknown[] }>(KEPT)).data?.keptCompassResources.length).toBe(before);
  });

  it('host staff of another shelter get NOT_FOUND for this shelter’s resource; the admin may change it', async () => {
    const h = await create(host, { name: 'Värmestugan', kind: 'warm_place' });
    const input = { name: 'Värmestugan 2', kind: 'warm_place' };
    expect(code(await otherHost.gql(UPDATE, { id: h.id, input }))).toBe('NOT_FOUND');
    expect(code(await otherHost.gql(DELETE, { id: h.id }))).toBe('NOT_FOUND');
    // An admin's resource is not host staff's to change either.
    const a = await create(admin, { name: 'Regionens rådgivning', kind: 'advice', regionId: String(region) });
    expect(code(await host.gql(DELETE, { id: a.id }))).toBe('NOT_FOUND');
    const kept = (await otherHost.gql<{ keptCompassResources: { id: string }[] }>(KEPT)).data?.keptCompassResources ?? [];
    expect(kept.map((k) => k.id)).not.toContain(h.id);
    const updated = await host.gql<{ updateCompassResource: Resource }>(UPDATE, { id: h.id, input });
    expect(updated.data?.updateCompassResource.name).toBe('Värmestugan 2');
    expect((await admin.gql(DELETE, { id: h.id })).data).toEqual({ deleteCompassResource: h.id });
    expect(code(await guest.gql(ONE, { id: h.id }))).toBe('NOT_FOUND');
  });

  it('only admins and host staff keep; readers get FORBIDDEN, nobody UNAUTHENTICATED', async () => {
    const input = { name: 'X', kind: 'meals', regionId: String(region) };
    for (const c of [guest, volunteer, caseworker]) {
      expect(code(await c.gql(CREATE, { input }))).toBe('FORBIDDEN');
      expect(code(await c.gql(KEPT))).toBe('FORBIDDEN');
      expect(code(await c.gql(DELETE, { id: '1' }))).toBe('FORBIDDEN');
    }
    expect(code(await anonymous.gql(CREATE, { input }))).toBe('UNAUTHENTICATED');
    expect(code(await anonymous.gql(LIST))).toBe('UNAUTHENTICATED');
    expect(code(await anonymous.gql(ONE, { id: '1' }))).toBe('UNAUTHENTICATED');
  });
});

describe('reading the compass', () => {
  let open: Resource;
  let closed: Resource;
  let far: Resource;
  beforeAll(async () => {
    open = await create(admin, {
      name: 'Öppen mottagning',
      kind: 'health_care',
      regionId: String(region),
      weeklyHours: weekdays('08:00', '17:00'),
      latitude: 59.3326,
      longitude: 18.0649,
      descriptionTranslations: [{ language: 'en', text: 'Walk in' }],
    });
    closed = await create(admin, {
      name: 'Kvällsmottagning',
      kind: 'health_care',
      regionId: String(region),
      weeklyHours: weekdays('18:00', '22:00'),
      latitude: 59.3,
      longitude: 18.0,
    });
    far = await create(admin, {
      name: 'Göteborgs vårdmottagning',
      kind: 'health_care',
      regionId: String(region),
      weeklyHours: weekdays('08:00', '17:00'),
      latitude: 57.7089,
      longitude: 11.9746,
      // Closed today by an exception.
      exceptions: [{ date: '2026-11-23', closed: true }],
    });
  });

  it('every logged-in role reads it, with open now in Stockholm time', async () => {
    for (const c of [guest, volunteer, caseworker, host, admin]) {
      const r = await c.gql<{ compassResources: Resource[] }>(LIST, { kind: 'health_care' });
      const byId = new Map(r.data?.compassResources.map((x) => [x.id, x]));
      expect(byId.get(open.id)?.status).toMatchObject({ openNow: true, closesAt: '17:00' });
      expect(byId.get(closed.id)?.status).toMatchObject({ openNow: false, opensNextDate: '2026-11-23', opensNextTime: '18:00' });
      expect(byId.get(far.id)?.status).toMatchObject({ openNow: false, opensNextDate: '2026-11-24', opensNextTime: '08:00' });
    }
    const one = await guest.gql<{ compassResource: Resource }>(ONE, { id: open.id });
    expect(one.data?.compassResource).toMatchObject({ name: 'Öppen mottagning', mayEdit: false });
  });

  it('filters by kind and by open now, and follows the clock', async () => {
    const ids = async (vars: Record<string, unknown>) =>
      ((await volunteer.gql<{ compassResources: Resource[] }>(LIST, vars)).data?.compassResources ?? []).map((r) => r.id);
    expect(await ids({ kind: 'health_care', openNow: true })).toEqual([open.id]);
    expect(await ids({ kind: 'needle_exchange' })).toEqual([]);
    now('2026-11-23T18:30:00Z'); // 19:30 in Stockholm
    try {
      expect(await ids({ kind: 'health_care', openNow: true })).toEqual([closed.id]);
    } finally {
      now('2026-11-23T09:00:00Z');
    }
  });

  it('lists the nearest first from a position, those without coordinates last', async () => {
    const nearGoteborg = await caseworker.gql<{ compassResources: Resource[] }>(LIST, {
      kind: 'health_care',
      near: { latitude: 57.7, longitude: 11.97 },
    });
    const list = nearGoteborg.data?.compassResources ?? [];
    expect(list.map((r) => r.id)).toEqual([far.id, closed.id, open.id]);
    expect(list[0]?.distanceKm).toBeLessThan(2);
    const nearStockholm = await guest.gql<{ compassResources: Resource[] }>(LIST, {
      kind: 'health_care',
      near: { latitude: 59.333, longitude: 18.065 },
    });
    expect(nearStockholm.data?.compassResources.map((r) => r.id)).toEqual([open.id, closed.id, far.id]);
    expect(code(await guest.gql(LIST, { near: { latitude: 99, longitude: 0 } }))).toBe('BAD_USER_INPUT');
  });

  it('REST: GET /api/volunteer/compass/ and /resources/{id} for volunteers, /api/compass/… for every role', async () => {
    const list = await volunteer.rest<{ id: number; type: string; open_now: boolean; translations: Record<string, string> }[]>(
      'GET',
      '/api/volunteer/compass/?type=health_care&open_now=true',
    );
    expect(list.status).toBe(200);
    expect(list.body.map((r) => r.id)).toEqual([Number(open.id)]);
    expect(list.body[0]).toMatchObject({ type: 'health_care', open_now: true, closes_at: '17:00', translations: { en: 'Walk in' } });
    const one = await volunteer.rest<{ id: number; map_url: string }>('GET', `/api/volunteer/compass/resources/${open.id}`);
    expect(one.status).toBe(200);
    expect(one.body.map_url).toContain('mlat=59.3326');
    expect((await volunteer.rest('GET', '/api/volunteer/compass/resources/99999999')).status).toBe(404);
    expect((await volunteer.rest('GET', '/api/volunteer/compass/?type=casino')).status).toBe(400);
    const near = await guest.rest<{ id: number }[]>('GET', '/api/compass/?type=health_care&lat=57.7&lon=11.97');
    expect(near.body.map((r) => r.id)).toEqual([Number(far.id), Number(closed.id), Number(open.id)]);
    for (const c of [guest, host, caseworker, admin]) {
      expect((await c.rest('GET', `/api/compass/resources/${open.id}`)).status).toBe(200);
      expect((await c.rest('GET', '/api/volunteer/compass/')).status).toBe(403);
    }
    expect((await anonymous.rest('GET', '/api/volunteer/compass/')).status).toBe(401);
    expect((await anonymous.rest('GET', '/api/compass/')).status).toBe(401);
  });
});
