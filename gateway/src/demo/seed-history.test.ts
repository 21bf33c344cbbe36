/** The demo's booking histories are trails the transition table allows, step by step. */
import { decide, type BookingAction, type BookingStatus } from '../domain/booking-status';
import type { Role } from '../domain/roles';
import type { Database } from '../platform/db/database';
import { openEmptyDatabase } from '../test-support/db';
import { seedDemo } from './seed';

let db: Database;
beforeAll(async () => {
  db = await openEmptyDatabase();
  await seedDemo(db.dataSource, '2030-09-17');
});
afterAll(async () => {
  await db?.close();
});

it('seeds only transitions the table allows, each from the status the booking was in', async () => {
  const events: { booking_id: number; action: string; from_status: BookingStatus | null; to_status: BookingStatus; actor_group: Role }[] =
    await db.dataSource.query(`SELECT booking_id, action, from_status, to_status, actor_group FROM booking_event ORDER BY booking_id, id`);
  const statusOf: { id: number; status: BookingStatus }[] = await db.dataSource.query(`SELECT id, status FROM booking`);
  const last = new Map<number, BookingStatus>();
  const refused: string[] = [];
  for (const e of events) {
    if (e.action === 'request') {
      last.set(e.booking_id, e.to_status);
      continue;
    }
    const d = e.from_status === null ? null : decide(e.from_status, e.action as BookingAction, [e.actor_group]);
    if (!d?.ok || d.to !== e.to_status || last.get(e.booking_id) !== e.from_status)
      refused.push(`${e.booking_id}: ${e.from_status} -${e.action}(${e.actor_group})-> ${e.to_status}`);
    last.set(e.booking_id, e.to_status);
  }
  expect(refused).toEqual([]);
  for (const b of statusOf) expect(last.get(b.id)).toBe(b.status);
});
