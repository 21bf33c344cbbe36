/**
 * No-shows released on time (issue 19 §6): at the shelter's latest check-in time (Stockholm), a
 * reserved or confirmed booking of the night nobody checked in is declined 'Uteblev' by the system,
 * once, freeing the place for the queue; not for a shelter that turned it off; a gateway that starts
 * after the deadline releases on start; two processes over one PostgreSQL release once between them.
 */
import type { Actor } from '../domain/actor';
import { instantClock } from '../platform/clock';
import { addDays } from '../platform/dates';
import { openTestDatabase } from '../test-support/db';
import { HttpClient, startTestServer } from '../test-support/http';
import { TEST_PASSWORD } from '../test-support/factories';
import { useSuite } from '../test-support/suite';
import { checkLedger } from './ledger';
import { BookingService } from './booking.service';
import { bookingFacts } from './booking.rules';
import { visibleHistory } from './booking-access';
import { LOCK_NO_SHOWS, whenAlone } from '../platform/db/database';
import { noShowIntervalFrom } from '../platform/config';

// Winter: Stockholm is UTC+1, so 21:00Z is 22:00 there.
const TODAY = '2025-11-10';
const s = useSuite(TODAY);

const before = instantClock('2025-11-10T20:59:00Z'); // 21:59 in Stockholm
const atDeadline = instantClock('2025-11-10T21:00:00Z'); // 22:00

interface Place {
  shelter: number;
  room: number;
  host: Actor;
}

async function place(opts: { until?: string | null; from?: string | null; release?: boolean; places?: number } = {}): Promise<Place> {
  const shelter = await s.f.shelter();
  await s.db.dataSource.query(`UPDATE shelter SET check_in_from = $2, check_in_until = $3, release_no_shows = $4 WHERE id = $1`, [
    shelter,
    opts.from ?? null,
    opts.until === undefined ? '22:00' : opts.until,
    opts.release ?? true,
  ]);
  return { shelter, room: await s.f.product(shelter, { places: opts.places ?? 2 }), host: await s.f.host(shelter) };
}

/** A booking of `nights` from `start`, taken to `status` the way staff and guest would. */
async function booking(p: Place, status: 'reserved' | 'confirmed' | 'checked_in' | 'pending', start = TODAY, nights = 1) {
  const guest = await s.f.guest();
  const b = await s.services.bookings.request(guest, { productId: p.room, startDate: start, endDate: addDays(start, nights) });
  if (status === 'pending') return b.id;
  await s.services.bookings.transition(p.host, b.id, 'assign');
  if (status === 'confirmed') await s.services.bookings.transition(guest, b.id, 'confirm');
  if (status === 'checked_in') await s.services.bookings.transition(p.host, b.id, 'check_in');
  return b.id;
}

const statusOf = async (id: number) =>
  (await s.db.dataSource.query(`SELECT status, decline_reason FROM booking WHERE id = $1`, [id]))[0] as {
    status: string;
    decline_reason: string | null;
  };

const eventsOf = async (id: number) =>
  (await s.db.dataSource.query(
    `SELECT action, from_status, to_status, actor_id, actor_group, reason FROM booking_event WHERE booking_id = $1 ORDER BY id`,
    [id],
  )) as { action: string; from_status: string; to_status: string; actor_id: number | null; actor_group: string; reason: string | null }[];

/** The ledger check for this test's room (other files share a PostgreSQL and may arrange rows by hand). */
const ledgerOf = async (room: number) => (await checkLedger(s.db.dataSource)).filter((m) => m.productId === room);

afterEach(() => s.clock.set(TODAY));

describe('the release pass', () => {
  it('releases reserved and confirmed no-shows at the latest check-in time, exactly once, by the system', async () => {
    const p = await place({ places: 3 });
    const reserved = await booking(p, 'reserved');
    const confirmed = await booking(p, 'confirmed');
    const checkedIn = await booking(p, 'checked_in');
    const tomorrow = await booking(p, 'reserved', addDays(TODAY, 1));

    expect(await s.services.bookings.dueNoShows(before)).not.toContain(reserved);
    const early = await s.services.bookings.releaseNoShows(before);
    expect(early).not.toContain(reserved);
    expect((await statusOf(reserved)).status).toBe('reserved');

    const released = await s.services.bookings.releaseNoShows(atDeadline);
    expect(released).toEqual(expect.arrayContaining([reserved, confirmed]));
    expect(released).not.toContain(checkedIn);
    expect(released).not.toContain(tomorrow);
    expect(await statusOf(reserved)).toEqual({ status: 'declined', decline_reason: 'Uteblev' });
    expect(await statusOf(confirmed)).toEqual({ status: 'declined', decline_reason: 'Uteblev' });
    expect((await statusOf(checkedIn)).status).toBe('checked_in');
    expect((await statusOf(tomorrow)).status).toBe('reserved');

    // Once: a second pass, and a third later, find nothing of these.
    const again = await s.services.bookings.releaseNoShows(atDeadline);
    expect(again).not.toContain(reserved);
    expect(again).not.toContain(confirmed);
    const events = (await eventsOf(confirmed)).filter((e) => e.action === 'decline');
    expect(events).toEqual([
      { action: 'decline', from_status: 'confirmed', to_status: 'declined', actor_id: null, actor_group: 'system', reason: 'Uteblev' },
    ]);
    expect(await ledgerOf(p.room)).toEqual([]);
  });

  it('frees the place and promotes the queue in the same transaction', async () => {
    const p = await place({ places: 1 });
    const noShow = await booking(p, 'reserved');
    const waiting = await s.services.bookings.request(await s.f.guest(), {
      productId: p.room,
      startDate: TODAY,
      endDate: addDays(TODAY, 2),
    });
    expect(waiting.status).toBe('in_queue');

    expect(await s.services.bookings.releaseNoShows(atDeadline)).toContain(noShow);
    expect((await statusOf(waiting.id)).status).toBe('pending');
    expect((await eventsOf(waiting.id)).at(-1)).toMatchObject({ action: 'promote', actor_group: 'system', actor_id: null });
    expect(await ledgerOf(p.room)).toEqual([]);
  });

  it('leaves shelters alone that turned it off or have no latest check-in time', async () => {
    const off = await place({ release: false });
    const noTime = await place({ until: null });
    const a = await booking(off, 'reserved');
    const b = await booking(noTime, 'confirmed');
    const released = await s.services.bookings.releaseNoShows(instantClock('2025-11-10T22:59:00Z'));
    expect(released).not.toContain(a);
    expect(released).not.toContain(b);
    expect((await statusOf(a)).status).toBe('reserved');
    expect((await statusOf(b)).status).toBe('confirmed');
  });

  it('a latest check-in after midnight is the next morning', async () => {
    const p = await place({ from: '18:00', until: '01:00' });
    const id = await booking(p, 'reserved');
    expect(await s.services.bookings.releaseNoShows(instantClock('2025-11-10T22:59:00Z'))).not.toContain(id); // 23:59
    expect(await s.services.bookings.releaseNoShows(instantClock('2025-11-10T23:59:00Z'))).not.toContain(id); // 00:59 the 11th
    expect(await s.services.bookings.releaseNoShows(instantClock('2025-11-11T00:00:00Z'))).toContain(id); // 01:00
  });

  it('catches up on earlier nights after downtime', async () => {
    const p = await place();
    s.clock.set(addDays(TODAY, -2));
    const old = await booking(p, 'reserved', addDays(TODAY, -2), 3);
    s.clock.set(TODAY);
    // Before today's deadline, but the first night's passed two days ago.
    expect(await s.services.bookings.releaseNoShows(instantClock('2025-11-10T08:00:00Z'))).toContain(old);
    expect(await statusOf(old)).toEqual({ status: 'declined', decline_reason: 'Uteblev' });
    expect(await ledgerOf(p.room)).toEqual([]);
  });

  it('the guest reads the reason in the history, like a host decline', async () => {
    const p = await place();
    const guest = await s.f.guest();
    const b = await s.services.bookings.request(guest, { productId: p.room, startDate: TODAY, endDate: addDays(TODAY, 1) });
    await s.services.bookings.transition(p.host, b.id, 'assign');
    expect(await s.services.bookings.releaseNoShows(atDeadline)).toContain(b.id);
    const view = await s.services.bookings.get(guest, b.id);
    expect(view).toMatchObject({ status: 'declined', declineReason: 'Uteblev' });
    const events = (await s.services.bookings.eventsOf([b.id])).get(b.id) ?? [];
    expect(visibleHistory(guest, bookingFacts(view), events).at(-1)).toMatchObject({
      action: 'decline',
      actorGroup: 'system',
      actorName: null,
      reason: 'Uteblev',
    });
  });
});

describe('Shelter.releaseNoShows', () => {
  it("is on by default, and the admin's shelter input turns it off and on; left out or null keeps it", async () => {
    const server = await startTestServer(s.db.dataSource, s.clock);
    try {
      const admin = new HttpClient(server.url);
      await admin.login((await s.f.admin({ login: true })).email as string, TEST_PASSWORD);
      const regionId = String(await s.f.region());
      const CREATE = `mutation($input: ShelterInput!) { createShelter(input: $input) { id releaseNoShows } }`;
      const UPDATE = `mutation($id: ID!, $input: ShelterInput!) { updateShelter(id: $id, input: $input) { id releaseNoShows } }`;
      type Answer = { createShelter?: { id: string; releaseNoShows: boolean }; updateShelter?: { releaseNoShows: boolean } };
      const made = await admin.gql<Answer>(CREATE, { input: { name: 'Uteblivhärbärget', regionId } });
      expect(made.data?.createShelter?.releaseNoShows).toBe(true);
      const id = made.data?.createShelter?.id as string;
      const set = async (extra: Record<string, unknown>) =>
        (await admin.gql<Answer>(UPDATE, { id, input: { name: 'Uteblivhärbärget', regionId, ...extra } })).data?.updateShelter
          ?.releaseNoShows;
      expect(await set({ releaseNoShows: false })).toBe(false);
      expect(await set({})).toBe(false);
      expect(await set({ releaseNoShows: null })).toBe(false);
      expect(await set({ releaseNoShows: true })).toBe(true);
      const read = await admin.gql<{ shelter: { releaseNoShows: boolean } }>(`query($id: ID!) { shelter(id: $id) { releaseNoShows } }`, {
        id,
      });
      expect(read.errors?.[0]?.message ?? read.data?.shelter.releaseNoShows).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('the scheduler', () => {
  it('a gateway started after the deadline releases on start, and stops cleanly', async () => {
    const p = await place();
    const id = await booking(p, 'reserved');
    const server = await startTestServer(s.db.dataSource, atDeadline, undefined, { noShows: { intervalMs: 60_000 } });
    try {
      expect(server.gateway.noShows).not.toBeNull();
      await server.gateway.noShows?.settled();
      expect(await statusOf(id)).toEqual({ status: 'declined', decline_reason: 'Uteblev' });
      expect((await eventsOf(id)).filter((e) => e.action === 'decline')).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('is off without the option, with 0, and by default when NOQ_TODAY pins the date', async () => {
    const server = await startTestServer(s.db.dataSource, atDeadline, undefined, { noShows: { intervalMs: 0 } });
    expect(server.gateway.noShows).toBeNull();
    await server.close();
    expect(noShowIntervalFrom(undefined, null)).toBe(60_000);
    expect(noShowIntervalFrom(undefined, '2025-11-10')).toBe(0);
    expect(noShowIntervalFrom('250', '2025-11-10')).toBe(250);
    expect(noShowIntervalFrom('0', null)).toBe(0);
    expect(noShowIntervalFrom('soon', null)).toBe(60_000);
  });
});

// Two processes' worth of pools over one PostgreSQL: the advisory lock lets one pass run at a time.
(process.env.DATABASE_URL ? describe : describe.skip)('two processes over one PostgreSQL', () => {
  it('only one holds the pass at a time, and the bookings are released once between them', async () => {
    const other = await openTestDatabase();
    try {
      const p = await place({ places: 10 });
      const ids: number[] = [];
      for (let i = 0; i < 8; i++) ids.push(await booking(p, i % 2 === 0 ? 'reserved' : 'confirmed'));
      const mine = new BookingService(s.db.dataSource, atDeadline);
      const theirs = new BookingService(other.dataSource, atDeadline);

      // While one process holds the lock, the other's pass does not run.
      let release!: () => void;
      const held = whenAlone(s.db.dataSource, LOCK_NO_SHOWS, () => new Promise<void>((r) => (release = r)));
      await new Promise((r) => setTimeout(r, 50));
      expect(await whenAlone(other.dataSource, LOCK_NO_SHOWS, () => theirs.releaseNoShows())).toBeNull();
      release();
      await held;

      const [a, b] = await Promise.all([
        whenAlone(s.db.dataSource, LOCK_NO_SHOWS, () => mine.releaseNoShows()),
        whenAlone(other.dataSource, LOCK_NO_SHOWS, () => theirs.releaseNoShows()),
      ]);
      const released = [...(a ?? []), ...(b ?? [])].filter((id) => ids.includes(id)).sort((x, y) => x - y);
      expect(released).toEqual([...ids].sort((x, y) => x - y));
      const [{ n }] = await s.db.dataSource.query(
        `SELECT count(*)::int AS n FROM booking_event WHERE booking_id = ANY ($1) AND action = 'decline' AND actor_group = 'system'`,
        [ids],
      );
      expect(n).toBe(ids.length);
    } finally {
      await other.close();
    }
  });
});
