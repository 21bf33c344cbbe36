/**
 * Volunteer activities' demo data (issue 35 §3): a few shifts at the demo shelters in the coming
 * days, the demo volunteer (Lars) signed up for one with a phone number he shares, and a task the
 * demo admin gave him. Dates are relative to the demo's today, so the demo is always current.
 */
import type { EntityManager } from 'typeorm';
import { addDays, type LocalDate } from '../platform/dates';
import { one } from '../platform/db/rows';

const ACTIVITIES: { shelter: number; title: string; description: string; day: number; start: string; end: string; needed: number }[] = [
  {
    shelter: 0,
    title: 'Kvällsmottagning',
    description: 'Ta emot gästerna, servera te och smörgås och visa till rummen.',
    day: 1,
    start: '18:00',
    end: '21:00',
    needed: 3,
  },
  { shelter: 0, title: 'Frukost', description: 'Duka fram frukost och diska efteråt.', day: 2, start: '06:30', end: '09:00', needed: 2 },
  {
    shelter: 1,
    title: 'Tvätt och klädsortering',
    description: 'Tvätta sängkläder och sortera skänkta kläder.',
    day: 3,
    start: '10:00',
    end: '13:00',
    needed: 2,
  },
];

export async function seedActivities(
  tx: EntityManager,
  shelters: readonly number[],
  today: LocalDate,
  people: { volunteer: number; admin: number },
): Promise<void> {
  const ids: number[] = [];
  for (const a of ACTIVITIES) {
    const shelter = shelters[a.shelter];
    if (shelter === undefined) continue;
    const row = one<{ id: number }>(
      await tx.query(
        `INSERT INTO activity (shelter_id, title, description, date, start_time, end_time, volunteers_needed, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [shelter, a.title, a.description, addDays(today, a.day), a.start, a.end, a.needed, people.admin],
      ),
    );
    ids.push(row.id);
  }
  const [evening] = ids;
  if (evening === undefined) return;
  await tx.query(`INSERT INTO activity_signup (activity_id, volunteer_id, phone) VALUES ($1, $2, $3)`, [
    evening,
    people.volunteer,
    '070-000 12 34',
  ]);
  await tx.query(
    `INSERT INTO volunteer_task (volunteer_id, title, description, activity_id, shelter_id, created_by)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [people.volunteer, 'Handla kaffe och mjölk', 'Inför kvällsmottagningen; kvittot till värden.', evening, shelters[0], people.admin],
  );
}
