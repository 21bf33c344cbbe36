/**
 * The admin's guest search (issue 22 reshaped it: names and UNO codes matched apart, each through
 * its own trigram index where pg_trgm exists, the page chosen by name before the records are read).
 * What it answers must not change: a part of the first, last or full name (any case) or of the
 * UNO code; guests only (with a guest record); by last name, first name, id; at most 200.
 */
import type { Actor } from '../domain/actor';
import { useSuite } from '../test-support/suite';
import { MAX_LIST } from './admin.rules';

const s = useSuite('2030-11-20');
let admin: Actor;

/** The search as it was written before issue 22 (one OR over both tables): the reference. */
async function reference(pattern: string | null): Promise<number[]> {
  const rows: { id: number }[] = await s.db.dataSource.query(
    `SELECT u.id FROM app_user u JOIN guest_profile g ON g.user_id = u.id
      WHERE 'user' = ANY (u.groups)
        AND ($1::text IS NULL OR g.unokod LIKE $1 OR u.first_name ILIKE $1 OR u.last_name ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1)
      ORDER BY u.last_name, u.first_name, u.id LIMIT ${MAX_LIST}`,
    [pattern],
  );
  return rows.map((r) => r.id);
}

const ids = async (search?: string) => (await s.services.adminGuests.guests(admin, search)).map((g) => g.id);

// On PostgreSQL the suites share one database: every name here carries this suite's own tag.
const tag = `Qz${process.pid % 1000}x${Date.now() % 100000}`;
let asa: Actor;
let storm: Actor;
let host: Actor;
let code = '';

beforeAll(async () => {
  admin = await s.f.admin();
  const shelter = await s.f.shelter();
  asa = await s.f.guest({ first: 'Åsa', last: `Lindqvist${tag}` });
  const others = [
    await s.f.guest({ first: 'Anna', last: `Lindqvist${tag}berg` }),
    await s.f.guest({ first: 'anna', last: `Berg${tag}` }),
    await s.f.guest({ first: 'Erik', last: `Östberg${tag}` }),
  ];
  storm = await s.f.guest({ first: 'Storm', last: `Med profil ${tag}` });
  expect(others).toHaveLength(3);
  // Staff named alike are no guests; users without a guest record are not listed either (and must
  // not take places of the 200: these sort before the guest named Storm above).
  host = await s.f.host(shelter, { first: `Lindqvist${tag}`, last: 'Värd' });
  await s.f.guests(MAX_LIST + 5);
  const [free] = (await s.db.dataSource.query(
    `SELECT lpad(n::text, 4, '0') AS code FROM generate_series(0, 9999) n
      WHERE NOT EXISTS (SELECT 1 FROM guest_profile x WHERE x.unokod = lpad(n::text, 4, '0'))
      ORDER BY random() LIMIT 1`,
  )) as { code: string }[];
  await s.db.dataSource.query(`UPDATE guest_profile SET unokod = $2 WHERE user_id = $1`, [asa.userId, free?.code]);
  code = free?.code ?? '';
});

it('finds a part of a last name, in any case, by last name and first name', async () => {
  const found = await s.services.adminGuests.guests(admin, `LINDQVIST${tag}`.toUpperCase());
  expect(found.map((g) => `${g.firstName} ${g.lastName}`)).toEqual([`Åsa Lindqvist${tag}`, `Anna Lindqvist${tag}berg`]);
});

it('finds full names and UNO codes, and leaves out staff and users without a guest record', async () => {
  expect((await s.services.adminGuests.guests(admin, `anna lindqvist${tag}`)).map((g) => g.firstName)).toEqual(['Anna']);
  expect((await s.services.adminGuests.guests(admin, `${tag}`)).map((g) => g.lastName)).toEqual([
    `Berg${tag}`,
    `Lindqvist${tag}`,
    `Lindqvist${tag}berg`,
    `Med profil ${tag}`,
    `Östberg${tag}`,
  ]);
  expect(code).toMatch(/^\d{4}$/);
  expect(await ids(code.slice(1))).toContain(asa.userId);
  expect(await ids('storm')).toContain(storm.userId);
  expect(await ids(`lindqvist${tag}`)).not.toContain(host.userId);
  expect(await ids(`%${tag}`)).toEqual([]);
});

it('answers what the search answered before its reshaping; the list without a search is by name, at most 200', async () => {
  for (const search of [tag, `lindqvist${tag}`, `anna ${tag}`, `berg${tag}`, `ÅSA LINDQVIST${tag}`])
    expect(await ids(search)).toEqual(await reference(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const all = await s.services.adminGuests.guests(admin);
  expect(all.length).toBeGreaterThan(0);
  expect(all.length).toBeLessThanOrEqual(MAX_LIST);
  const key = (g: { lastName: string; firstName: string; id: number }) => [g.lastName, g.firstName, g.id] as const;
  for (let i = 1; i < all.length; i++) {
    const [a, b] = [key(all[i - 1] as (typeof all)[number]), key(all[i] as (typeof all)[number])];
    expect(a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])))).toBe(true);
  }
});
