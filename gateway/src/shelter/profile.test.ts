/**
 * Härberget (issue 19 §5): host staff edit their own shelter's public profile with the admin's
 * rules; bad input changes nothing; every edit is audited; guests and volunteers read it.
 */
import type { Actor } from '../domain/actor';
import { HttpClient } from '../test-support/http';
import { useServerSuite } from '../test-support/suite';
import { MESSAGES } from '../platform/messages';

const s = useServerSuite('2031-04-14');
let shelterId: number;
let otherId: number;
let host: HttpClient;

const FIELDS = 'id name street postcode city phone checkInFrom checkInUntil houseRules criteria latitude longitude image';
const UPDATE = `mutation($input: MyShelterInput!) { updateMyShelter(input: $input) { ${FIELDS} } }`;
const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
const client = (actor: Actor): Promise<HttpClient> => s.clientFor(actor);
const row = async (id = shelterId) =>
  (
    await s.db.dataSource.query(
      `SELECT name, street, postcode, city, phone, check_in_from, check_in_until, house_rules, criteria, latitude, longitude FROM shelter WHERE id = $1`,
      [id],
    )
  )[0];

beforeAll(async () => {
  shelterId = await s.f.shelter({ name: 'Profilhärbärget' });
  otherId = await s.f.shelter({ name: 'Grannhärbärget' });
  host = await client(await s.f.host(shelterId, { login: true }));
});

it("changes the fields given on the host's own shelter, keeps the rest, and audits it", async () => {
  const before = await row(otherId);
  const r = await host.gql<{ updateMyShelter: Record<string, unknown> }>(UPDATE, {
    input: {
      street: ' Stigbergsgatan 5 ',
      postcode: '116 28',
      city: 'Stockholm',
      phone: '08-123 456 78',
      checkInFrom: '18:00',
      checkInUntil: '01:30',
      houseRules: 'Tyst efter kl. 23.',
      criteria: ['pets_allowed', 'accessible'],
      latitude: 59.3185,
      longitude: 18.0805,
    },
  });
  expect(r.errors).toBeUndefined();
  expect(r.data?.updateMyShelter).toMatchObject({
    id: String(shelterId),
    name: 'Profilhärbärget',
    street: 'Stigbergsgatan 5',
    postcode: '11628',
    city: 'Stockholm',
    phone: '08-123 456 78',
    checkInFrom: '18:00',
    checkInUntil: '01:30',
    houseRules: 'Tyst efter kl. 23.',
    criteria: ['accessible', 'pets_allowed'],
    latitude: 59.3185,
    longitude: 18.0805,
  });
  const kept = await host.gql<{ updateMyShelter: Record<string, unknown> }>(UPDATE, { input: { phone: null } });
  expect(kept.data?.updateMyShelter).toMatchObject({ phone: null, street: 'Stigbergsgatan 5', criteria: ['accessible', 'pets_allowed'] });
  expect(await row(otherId)).toEqual(before);
  const [{ n }] = await s.db.dataSource.query(
    `SELECT count(*)::int AS n FROM admin_event WHERE action = 'shelter_profile_updated' AND entity_id = $1`,
    [shelterId],
  );
  expect(n).toBe(2);
});

it.each([
  [{ postcode: '1234' }, MESSAGES.BAD_USER_INPUT.postcode],
  [{ street: 'x'.repeat(201) }, MESSAGES.BAD_USER_INPUT.fieldTooLong('Gatuadress', 200)],
  [{ phone: 'ring mig' }, MESSAGES.BAD_USER_INPUT.phone(5, 15)],
  [{ checkInFrom: '25:00' }, MESSAGES.BAD_USER_INPUT.timeOfDay('Incheckning från')],
  [{ latitude: 59.3 }, MESSAGES.BAD_USER_INPUT.coordinatesTogether],
  [{ houseRules: 'x'.repeat(2001) }, MESSAGES.BAD_USER_INPUT.fieldTooLong('Husregler', 2000)],
])('refuses %j with its Swedish text and changes nothing', async (input, message) => {
  const before = await row();
  const r = await host.gql(UPDATE, { input: { city: 'Ändrad', ...input } });
  expect(code(r)).toBe('BAD_USER_INPUT');
  expect(r.errors?.[0]?.message).toBe(message);
  expect(await row()).toEqual(before);
});

it('turns the no-show release off and on again for the own shelter (issue 19 §6)', async () => {
  const off = await host.gql<{ updateMyShelter: { releaseNoShows: boolean } }>(
    'mutation($input: MyShelterInput!) { updateMyShelter(input: $input) { releaseNoShows } }',
    { input: { releaseNoShows: false } },
  );
  expect(off.errors).toBeUndefined();
  expect(off.data?.updateMyShelter.releaseNoShows).toBe(false);
  const [stored] = await s.db.dataSource.query('SELECT release_no_shows FROM shelter WHERE id = $1', [shelterId]);
  expect(stored.release_no_shows).toBe(false);
  // Left out: unchanged; true: on again.
  const same = await host.gql<{ updateMyShelter: { releaseNoShows: boolean } }>(
    'mutation($input: MyShelterInput!) { updateMyShelter(input: $input) { releaseNoShows } }',
    { input: { city: 'Stockholm' } },
  );
  expect(same.data?.updateMyShelter.releaseNoShows).toBe(false);
  const on = await host.gql<{ updateMyShelter: { releaseNoShows: boolean } }>(
    'mutation($input: MyShelterInput!) { updateMyShelter(input: $input) { releaseNoShows } }',
    { input: { releaseNoShows: true } },
  );
  expect(on.data?.updateMyShelter.releaseNoShows).toBe(true);
});

it('is for host staff with a shelter only', async () => {
  const volunteer = await client(await s.f.volunteer({ login: true }));
  expect(code(await volunteer.gql(UPDATE, { input: { city: 'X' } }))).toBe('FORBIDDEN');
  const admin = await client(await s.f.admin({ login: true }));
  expect(code(await admin.gql(UPDATE, { input: { city: 'X' } }))).toBe('FORBIDDEN');
  const homeless = await client(await s.f.host(null, { login: true }));
  expect(code(await homeless.gql(UPDATE, { input: { city: 'X' } }))).toBe('HOST_NOT_FOUND');
  const archived = await s.f.shelter();
  await s.db.dataSource.query(`UPDATE shelter SET archived_at = now() WHERE id = $1`, [archived]);
  const left = await client(await s.f.host(archived, { login: true }));
  expect(code(await left.gql(UPDATE, { input: { city: 'X' } }))).toBe('HOST_NOT_FOUND');
  expect((await row(archived)).city).toBe('Teststad');
});

it('shows volunteers and guests the profile', async () => {
  const volunteer = await client(await s.f.volunteer({ login: true }));
  const r = await volunteer.gql<{ shelter: { criteria: string[]; houseRules: string } }>(
    `query($id: ID!) { shelter(id: $id) { criteria houseRules } }`,
    {
      id: String(shelterId),
    },
  );
  expect(r.data?.shelter).toEqual({ criteria: ['accessible', 'pets_allowed'], houseRules: 'Tyst efter kl. 23.' });
});

it('keeps house rules in other languages, each once, and a guest reads them (issue 33 §6)', async () => {
  const SET =
    'mutation($input: MyShelterInput!) { updateMyShelter(input: $input) { houseRules houseRulesTranslations { language text } } }';
  const r = await host.gql<{ updateMyShelter: { houseRulesTranslations: unknown } }>(SET, {
    input: {
      houseRulesTranslations: [
        { language: 'ar', text: ' الهدوء بعد الساعة 23. ' },
        { language: 'en', text: 'Quiet after 11 pm.' },
        { language: 'pl', text: '' },
      ],
    },
  });
  expect(r.errors).toBeUndefined();
  // In the fixed order, trimmed, the empty one left out; the Swedish rules untouched.
  expect(r.data?.updateMyShelter).toEqual({
    houseRules: 'Tyst efter kl. 23.',
    houseRulesTranslations: [
      { language: 'en', text: 'Quiet after 11 pm.' },
      { language: 'ar', text: 'الهدوء بعد الساعة 23.' },
    ],
  });

  // Swedish is houseRules itself; a language twice, or too long a text, changes nothing.
  for (const bad of [
    [{ language: 'sv', text: 'Tyst.' }],
    [
      { language: 'en', text: 'A' },
      { language: 'en', text: 'B' },
    ],
    [{ language: 'ro', text: 'x'.repeat(2001) }],
  ]) {
    const refused = await host.gql(SET, { input: { houseRulesTranslations: bad } });
    expect(code(refused)).toBe('BAD_USER_INPUT');
  }
  const guest = await client(await s.f.guest({ login: true }));
  const read = await guest.gql<{ shelter: { houseRulesTranslations: { language: string; text: string }[] } }>(
    `query($id: ID!) { shelter(id: $id) { houseRulesTranslations { language text } } }`,
    { id: String(shelterId) },
  );
  expect(read.data?.shelter.houseRulesTranslations.map((t) => t.language)).toEqual(['en', 'ar']);

  // null: none any more.
  const cleared = await host.gql<{ updateMyShelter: { houseRulesTranslations: unknown[] } }>(SET, {
    input: { houseRulesTranslations: null },
  });
  expect(cleared.data?.updateMyShelter.houseRulesTranslations).toEqual([]);
});
