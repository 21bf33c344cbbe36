/**
 * Volunteer activities' SQL (issue 35 §3): one select for an activity with its count of sign-ups
 * and whether the asking volunteer is one of them ($1: the asker's user id, 0 for none).
 */
export const ACTIVITY_SQL = `
  SELECT a.id, a.shelter_id, s.name AS shelter_name, a.title, a.description, a.date, a.start_time, a.end_time,
         a.volunteers_needed, a.status,
         (SELECT count(*)::int FROM activity_signup x WHERE x.activity_id = a.id) AS signed_up,
         EXISTS (SELECT 1 FROM activity_signup x WHERE x.activity_id = a.id AND x.volunteer_id = $1) AS mine
    FROM activity a
    JOIN shelter s ON s.id = a.shelter_id`;

/** Not over yet (an SQL condition): a later date, or today with its end still to come. `today` and `now` are "HH:MM" parameters. */
export const NOT_OVER = (alias: string, today: string, now: string) =>
  `(${alias}.date > ${today} OR (${alias}.date = ${today} AND ${alias}.end_time > ${now}))`;

export const TASK_SQL = `
  SELECT t.id, t.volunteer_id, u.first_name, u.last_name, t.title, t.description, t.status,
         t.activity_id, a.title AS activity_title, a.date AS activity_date,
         t.shelter_id, s.name AS shelter_name, t.created_at, t.updated_at
    FROM volunteer_task t
    JOIN app_user u ON u.id = t.volunteer_id
    LEFT JOIN activity a ON a.id = t.activity_id
    LEFT JOIN shelter s ON s.id = t.shelter_id`;
