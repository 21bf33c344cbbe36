import type { Database } from '../platform/db/database';
import { openEmptyDatabase } from '../test-support/db';
import { checkLedger } from '../booking/ledger';
import { AuthService } from '../auth/auth.service';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed';
import { one } from '../platform/db/rows';

const TODAY = '2030-09-17';
let db: Database;
beforeAll(async () => {
  db = await openEmptyDatabase();
});
afterAll(async () => {
  await db?.close();
});

const count = async (sql: string, params: unknown[] = []) => one<{ n: number }>(await db.dataSource.query(sql, params)).n;

describe('demo data', () => {
  it('loads once into an empty database, and not again', async () => {
    expect(await seedDemo(db.dataSource, TODAY)).toBe(true);
    expect(await seedDemo(db.dataSource, TODAY)).toBe(false);
    expect(await count(`SELECT count(*)::int AS n FROM shelter`)).toBe(4);
  });

  it('has the shelters, rooms and services the issue asks for', async () => {
    expect(await count(`SELECT count(*)::int AS n FROM region`)).toBe(2);
    for (const places of [3, 5, 7]) {
      expect(
        await count(`SELECT count(DISTINCT shelter_id)::int AS n FROM product WHERE type = 'room' AND total_places = $1`, [places]),
      ).toBe(4);
    }
    expect(await count(`SELECT count(DISTINCT shelter_id)::int AS n FROM product WHERE type = 'woman-only'`)).toBe(4);
    expect(await count(`SELECT count(DISTINCT type)::int AS n FROM product`)).toBe(8);
    expect(await count(`SELECT count(*)::int AS n FROM guest_profile`)).toBeGreaterThanOrEqual(24);
  });

  it("gives every shelter what a guest needs to get there (issue 18 §6), in the shelter's city", async () => {
    const rows: {
      city: string;
      phone: string;
      check_in_from: string;
      check_in_until: string;
      house_rules: string;
      criteria: string[];
      latitude: number;
      longitude: number;
    }[] = await db.dataSource.query(
      `SELECT city, phone, check_in_from, check_in_until, house_rules, criteria, latitude, longitude FROM shelter ORDER BY id`,
    );
    const cities = { Stockholm: [59.33, 18.07], Göteborg: [57.71, 11.97] } as Record<string, [number, number]>;
    for (const r of rows) {
      expect(r.phone).toMatch(/^0(8|31)-[0-9 ]+$/);
      expect(r.check_in_from < r.check_in_until).toBe(true);
      expect(r.house_rules.length).toBeGreaterThan(20);
      expect(r.criteria.length).toBeGreaterThan(0);
      const [lat, lon] = cities[r.city] ?? [0, 0];
      // Within about 10 km of the city's centre.
      expect(Math.abs(r.latitude - lat)).toBeLessThan(0.1);
      expect(Math.abs(r.longitude - lon)).toBeLessThan(0.15);
    }
  });

  it('has bookings in every status, arrivals and departures today, and checked-in nights this and last month', async () => {
    const statuses: { status: string }[] = await db.dataSource.query(`SELECT DISTINCT status FROM booking ORDER BY 1`);
    expect(statuses.map((r) => r.status)).toEqual(
      [
        'accepted',
        'advised_against',
        'cancelled',
        'checked_in',
        'completed',
        'confirmed',
        'declined',
        'in_queue',
        'pending',
        'reserved',
      ].sort(),
    );
    // DESIGN §5: arrivals = reserved/confirmed with start <= today < end; departures = checked_in with end <= today.
    expect(
      await count(
        `SELECT count(*)::int AS n FROM booking WHERE status IN ('reserved', 'confirmed') AND start_date <= $1 AND end_date > $1`,
        [TODAY],
      ),
    ).toBeGreaterThan(0);
    expect(await count(`SELECT count(*)::int AS n FROM booking WHERE status = 'checked_in' AND end_date <= $1`, [TODAY])).toBeGreaterThan(
      0,
    );
    expect(await count(`SELECT count(*)::int AS n FROM booking WHERE status = 'checked_in' AND end_date > $1`, [TODAY])).toBeGreaterThan(0);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM booking WHERE status IN ('checked_in', 'completed') AND start_date < '2030-09-17' AND end_date > '2030-09-01'`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM booking WHERE status IN ('checked_in', 'completed') AND start_date < '2030-09-01' AND end_date > '2030-08-01'`,
      ),
    ).toBeGreaterThan(0);
    // Pending requests at every shelter, for the host's list (DESIGN §5: end after today).
    expect(
      await count(
        `SELECT count(DISTINCT p.shelter_id)::int AS n FROM booking b JOIN product p ON p.id = b.product_id WHERE b.status = 'pending' AND b.end_date > $1`,
        [TODAY],
      ),
    ).toBe(4);
    expect(await count(`SELECT count(*)::int AS n FROM booking WHERE status = 'in_queue'`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*)::int AS n FROM booking_event`)).toBeGreaterThan(
      await count(`SELECT count(*)::int AS n FROM booking`),
    );
    expect(await checkLedger(db.dataSource)).toEqual([]);
  });

  it('lets every demo account log in with noqdemo', async () => {
    const auth = new AuthService(db.dataSource);
    for (const a of DEMO_ACCOUNTS) {
      const r = await auth.login(a.email, DEMO_PASSWORD);
      expect(r.me.usergroups).toEqual(a.groups);
    }
    const vard = await auth.login('vard@noq.example', DEMO_PASSWORD);
    expect(vard.me.host?.id).toBe(1);
    const gast = await db.dataSource.query(
      `SELECT g.gender FROM guest_profile g JOIN app_user u ON u.id = g.user_id WHERE u.email = 'gast@noq.example'`,
    );
    expect(gast).toEqual([{ gender: 'K' }]);
    const cw = await auth.login('handlaggare@noq.example', DEMO_PASSWORD);
    const actor = await auth.actorForToken(cw.token);
    expect(actor?.assignedShelterIds).toEqual([1, 2, 3, 4]);
  });
});
