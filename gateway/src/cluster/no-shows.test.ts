/**
 * The no-show release in a cluster (issue 19 §6): two gateway processes over one PostgreSQL, both
 * started after the deadline, release each no-show exactly once between them (the advisory lock
 * lets one pass run at a time; a pass moves only reserved and confirmed bookings), on start and
 * again on their interval, and the queue is promoted. Runs where PostgreSQL, nginx and the built
 * gateway exist (clusterDescribe).
 */
import { checkLedger } from '../booking/ledger';
import { addDays } from '../platform/dates';
import { GatewayProcess, freePort } from '../test-support/cluster';
import { clusterDescribe } from '../test-support/cluster-describe';
import { useSuite } from '../test-support/suite';

const describeCluster = clusterDescribe();

// Earlier than every other test file's day: a pass on this day finds no other file's bookings due.
const today = '2025-09-15';
const s = useSuite(today);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeCluster('no-shows over two gateways on one Postgres', () => {
  const gateways: GatewayProcess[] = [];

  afterAll(async () => {
    for (const g of gateways) await g.stop();
  });

  it('each no-show is released once between them, on start, and the queue moves up', async () => {
    // A latest check-in of 00:00 (window from 00:00): on the pinned day the deadline has passed
    // whatever the real time of day.
    const shelter = await s.f.shelter();
    await s.db.dataSource.query(`UPDATE shelter SET check_in_from = '00:00', check_in_until = '00:00' WHERE id = $1`, [shelter]);
    const room = await s.f.product(shelter, { places: 12 });
    const host = await s.f.host(shelter);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const guest = await s.f.guest();
      const b = await s.services.bookings.request(guest, { productId: room, startDate: today, endDate: addDays(today, 2) });
      await s.services.bookings.transition(host, b.id, 'assign');
      if (i % 2 === 1) await s.services.bookings.transition(guest, b.id, 'confirm');
      ids.push(b.id);
    }
    const queued = await s.services.bookings.request(await s.f.guest(), {
      productId: room,
      startDate: addDays(today, 1),
      endDate: addDays(today, 2),
    });
    expect(queued.status).toBe('in_queue');

    // Both start at once, after the deadline: each runs a pass at start, then every 100 ms.
    const env = { NOQ_TODAY: today, NOQ_NO_SHOW_INTERVAL_MS: '100' };
    gateways.push(new GatewayProcess(await freePort(), env), new GatewayProcess(await freePort(), env));
    await Promise.all(gateways.map((g) => g.start()));

    const until = Date.now() + 20_000;
    let declined = 0;
    while (Date.now() < until) {
      const [row] = await s.db.dataSource.query(`SELECT count(*)::int AS n FROM booking WHERE id = ANY ($1) AND status = 'declined'`, [
        ids,
      ]);
      declined = row.n;
      if (declined === ids.length) break;
      await sleep(100);
    }
    expect(declined).toBe(ids.length);
    await sleep(1_000); // several more passes by both

    const events: { booking_id: number; actor_group: string; actor_id: number | null; reason: string }[] = await s.db.dataSource.query(
      `SELECT booking_id, actor_group, actor_id, reason FROM booking_event WHERE booking_id = ANY ($1) AND action = 'decline' ORDER BY booking_id`,
      [ids],
    );
    expect(events).toEqual(ids.map((id) => ({ booking_id: id, actor_group: 'system', actor_id: null, reason: 'Uteblev' })));
    const [after] = await s.db.dataSource.query(`SELECT status FROM booking WHERE id = $1`, [queued.id]);
    expect(after.status).toBe('pending');
    const promotions = await s.db.dataSource.query(`SELECT 1 FROM booking_event WHERE booking_id = $1 AND action = 'promote'`, [queued.id]);
    expect(promotions).toHaveLength(1);
    // This room's nights (other files share the database and may arrange rows by hand).
    expect((await checkLedger(s.db.dataSource)).filter((m) => m.productId === room)).toEqual([]);
  }, 90_000);
});
