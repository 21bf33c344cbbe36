/**
 * Volunteer activities' places under concurrency (issue 35 §3): many volunteers sign up for the
 * same activity at once; never more sign-ups than places, everyone else told it is full. On
 * PostgreSQL (CI) the sign-ups run on separate pooled connections, so they really race.
 */
import { useSuite } from '../test-support/suite';
import type { Actor } from '../domain/actor';

const s = useSuite('2030-05-01');

const volunteers = async (n: number): Promise<Actor[]> => {
  const rows: { id: number }[] = await s.db.dataSource.query(
    `INSERT INTO app_user (first_name, last_name, groups) SELECT 'Storm', 'Volontär ' || i, '{volunteer}' FROM generate_series(1, $1::int) AS i RETURNING id`,
    [n],
  );
  return rows.map((r) => ({
    userId: r.id,
    email: null,
    firstName: 'Storm',
    lastName: '',
    groups: ['volunteer'],
    hostShelterId: null,
    assignedShelterIds: [],
  }));
};

describe('activity sign-up storms', () => {
  it('120 simultaneous sign-ups for 5 places: exactly 5 signed up, the rest ACTIVITY_FULL', async () => {
    const shelter = await s.f.shelter();
    const admin = await s.f.admin();
    const a = await s.services.activities.create(admin, {
      shelterId: shelter,
      title: 'Storm',
      date: '2030-05-02',
      startTime: '18:00',
      endTime: '20:00',
      volunteersNeeded: 5,
    });
    const vs = await volunteers(120);
    const results = await Promise.allSettled(vs.map((v) => s.services.activities.signUp(v, a.id)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const codes = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code?: string }).code] : []));
    expect(ok).toHaveLength(5);
    expect(new Set(codes)).toEqual(new Set(['ACTIVITY_FULL']));
    const [{ n }] = await s.db.dataSource.query(`SELECT count(*)::int AS n FROM activity_signup WHERE activity_id = $1`, [a.id]);
    expect(n).toBe(5);
  });

  it('the same volunteer twice at once, and sign-ups racing cancellations, never exceed the places', async () => {
    const shelter = await s.f.shelter();
    const admin = await s.f.admin();
    const a = await s.services.activities.create(admin, {
      shelterId: shelter,
      title: 'Storm 2',
      date: '2030-05-02',
      startTime: '08:00',
      endTime: '10:00',
      volunteersNeeded: 3,
    });
    const [first, ...rest] = await volunteers(60);
    const twice = await Promise.allSettled([s.services.activities.signUp(first!, a.id), s.services.activities.signUp(first!, a.id)]);
    expect(twice.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    await Promise.allSettled([
      ...rest.map((v) => s.services.activities.signUp(v, a.id)),
      s.services.activities.cancelSignup(first!, a.id),
      ...rest.slice(0, 10).map((v) => s.services.activities.cancelSignup(v, a.id)),
    ]);
    const [{ n }] = await s.db.dataSource.query(`SELECT count(*)::int AS n FROM activity_signup WHERE activity_id = $1`, [a.id]);
    expect(n).toBeLessThanOrEqual(3);
    const again = await s.services.activities.byId(admin, a.id);
    expect(again.signedUp + again.placesLeft).toBe(3);
  });
});
