/**
 * Volunteer activities (issue 35 §3): a shelter's shifts (evening reception, breakfast, laundry)
 * that volunteers sign up for, and the tasks an admin assigns a volunteer.
 *
 * Who: an admin keeps every shelter's activities and assigns tasks; a shelter's host staff keep
 * their own shelter's activities and see who is coming (names and the phone a volunteer chose to
 * share, never an e-mail address); volunteers list what is coming, sign up and cancel, and see
 * and move their own tasks. Another shelter's activity is "not found" to a host.
 *
 * Places: a sign-up locks its activity's row (SELECT … FOR UPDATE) and counts in the same
 * transaction, so concurrent sign-ups never exceed `volunteers_needed` (activity/storm.test.ts);
 * the UNIQUE (activity, volunteer) makes a second sign-up impossible whatever the code does.
 * Messages go through the outbox in the same transaction: a cancellation to everyone signed up,
 * and a reminder the day before (sendReminders, a singleton job; one per sign-up: reminded_at).
 * Every change is an audit event.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../domain/actor';
import type { Clock } from '../platform/clock';
import { addDays, isLocalDate, stockholmTime, type LocalDate } from '../platform/dates';
import { inTransaction } from '../platform/db/database';
import { one } from '../platform/db/rows';
import { AppError } from '../platform/errors';
import { MESSAGES } from '../platform/messages';
import { recordAudit } from '../platform/audit';
import { ROLES } from '../domain/roles';
import { requireGroup } from '../platform/gate';
import { bad, isId, text } from '../platform/validate';
import { enqueue, type OutgoingMessage } from '../notify/outbox';
import { ACTIVITY_SQL, NOT_OVER, TASK_SQL } from './activity.sql';
import {
  activityFields,
  MAX_ACTIVITY_DESCRIPTION,
  MAX_ACTIVITY_TITLE,
  sharedPhone,
  taskStatus,
  type ActivityFields,
  type ActivityStatus,
  type TaskStatus,
} from './activity.rules';
import type { ActivityInput, ActivitySignupView, ActivityView, HostVolunteerView, TaskInput, VolunteerTaskView } from './activity.view';

interface ActivityRow {
  id: number;
  shelter_id: number;
  shelter_name: string;
  title: string;
  description: string;
  date: LocalDate;
  start_time: string;
  end_time: string;
  volunteers_needed: number;
  status: ActivityStatus;
  signed_up: number;
  mine: boolean;
}

interface TaskRow {
  id: number;
  volunteer_id: number;
  first_name: string;
  last_name: string;
  title: string;
  description: string;
  status: TaskStatus;
  activity_id: number | null;
  activity_title: string | null;
  activity_date: LocalDate | null;
  shelter_id: number | null;
  shelter_name: string | null;
  created_at: Date;
  updated_at: Date;
}

const toView = (r: ActivityRow, signups: ActivitySignupView[] | null): ActivityView => ({
  id: r.id,
  shelter: { id: r.shelter_id, name: r.shelter_name },
  title: r.title,
  description: r.description,
  date: r.date,
  startTime: r.start_time,
  endTime: r.end_time,
  volunteersNeeded: r.volunteers_needed,
  signedUp: r.signed_up,
  placesLeft: Math.max(0, r.volunteers_needed - r.signed_up),
  status: r.status,
  signedUpByMe: r.mine,
  signups,
});

const toTask = (r: TaskRow): VolunteerTaskView => ({
  id: r.id,
  volunteer: { id: r.volunteer_id, firstName: r.first_name, lastName: r.last_name },
  title: r.title,
  description: r.description,
  status: r.status,
  activity: r.activity_id !== null ? { id: r.activity_id, title: r.activity_title ?? '', date: r.activity_date ?? '' } : null,
  shelter: r.shelter_id !== null ? { id: r.shelter_id, name: r.shelter_name ?? '' } : null,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const notFound = () => new AppError('NOT_FOUND', MESSAGES.NOT_FOUND.activity);
const isAdmin = (a: Actor) => a.groups.includes('admin');
const isHostOf = (a: Actor, shelterId: number) => a.groups.includes('host') && a.hostShelterId !== null && a.hostShelterId === shelterId;
/** Sees who is coming: an admin, or the shelter's host staff. */
const seesSignups = (a: Actor, shelterId: number) => isAdmin(a) || isHostOf(a, shelterId);

export class ActivityService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  private nowTime(): string {
    return stockholmTime(this.clock.now());
  }

  /** Begun (or over): its date passed, or today and its start time reached. */
  private begun(r: { date: LocalDate; start_time: string }): boolean {
    const today = this.clock.today();
    return r.date < today || (r.date === today && r.start_time <= this.nowTime());
  }

  // ---------------------------------------------------------------- reading

  /**
   * The activities not over yet (on `date` only, when given), soonest first. A volunteer sees the
   * planned ones of every shelter; host staff their own shelter's, cancelled ones too; an admin
   * every shelter's (or one shelter's), cancelled ones too. Host staff and admins see who is coming.
   */
  async list(actorOrNull: Actor | null, opts: { date?: unknown; shelterId?: number | null } = {}): Promise<ActivityView[]> {
    const actor = requireGroup(actorOrNull, ...ROLES.activities);
    const where: string[] = [];
    const params: unknown[] = [actor.userId, this.clock.today(), this.nowTime()];
    where.push(NOT_OVER('a', '$2', '$3'));
    if (opts.date !== undefined && opts.date !== null && opts.date !== '') {
      if (!isLocalDate(opts.date)) throw bad(MESSAGES.BAD_USER_INPUT.dateFormat);
      params.push(opts.date);
      where.push(`a.date = $${params.length}`);
    }
    if (isAdmin(actor)) {
      if (opts.shelterId) {
        params.push(opts.shelterId);
        where.push(`a.shelter_id = $${params.length}`);
      }
    } else if (actor.groups.includes('host') && actor.hostShelterId !== null) {
      // Host staff (who are volunteers too see every planned activity besides their own shelter's).
      params.push(actor.hostShelterId);
      where.push(
        actor.groups.includes('volunteer')
          ? `(a.shelter_id = $${params.length} OR a.status = 'planned')`
          : `a.shelter_id = $${params.length}`,
      );
    } else if (actor.groups.includes('volunteer')) {
      where.push(`a.status = 'planned'`);
    } else {
      throw new AppError('HOST_NOT_FOUND');
    }
    const rows: ActivityRow[] = await this.ds.query(
      `${ACTIVITY_SQL} WHERE ${where.join(' AND ')} ORDER BY a.date, a.start_time, a.id LIMIT 500`,
      params,
    );
    return this.withSignups(this.ds, actor, rows);
  }

  /** The volunteer's own sign-ups that are not over yet, soonest first (cancelled ones too: they see it was cancelled). */
  async mine(actorOrNull: Actor | null): Promise<ActivityView[]> {
    const actor = requireGroup(actorOrNull, 'volunteer');
    const rows: ActivityRow[] = await this.ds.query(
      `${ACTIVITY_SQL}
        WHERE ${NOT_OVER('a', '$2', '$3')}
          AND EXISTS (SELECT 1 FROM activity_signup x WHERE x.activity_id = a.id AND x.volunteer_id = $1)
        ORDER BY a.date, a.start_time, a.id`,
      [actor.userId, this.clock.today(), this.nowTime()],
    );
    return rows.map((r) => toView(r, null));
  }

  /** One activity: a volunteer any planned one (or one they are signed up for), host staff their shelter's, an admin any. */
  async byId(actorOrNull: Actor | null, id: number): Promise<ActivityView> {
    const actor = requireGroup(actorOrNull, ...ROLES.activities);
    if (!isId(id)) throw notFound();
    const [row]: ActivityRow[] = await this.ds.query(`${ACTIVITY_SQL} WHERE a.id = $2`, [actor.userId, id]);
    if (!row) throw notFound();
    const visible = seesSignups(actor, row.shelter_id) || (actor.groups.includes('volunteer') && (row.status === 'planned' || row.mine));
    if (!visible) throw notFound();
    const [view] = await this.withSignups(this.ds, actor, [row]);
    return view ?? toView(row, null);
  }

  /** The shelter's host staff: every sign-up for their shelter's activities not over yet (names and shared phones). */
  async hostVolunteers(actorOrNull: Actor | null): Promise<HostVolunteerView[]> {
    const actor = requireGroup(actorOrNull, 'host');
    if (actor.hostShelterId === null) throw new AppError('HOST_NOT_FOUND');
    const rows: {
      activity_id: number;
      title: string;
      date: LocalDate;
      start_time: string;
      end_time: string;
      volunteer_id: number;
      first_name: string;
      last_name: string;
      phone: string;
    }[] = await this.ds.query(
      `SELECT a.id AS activity_id, a.title, a.date, a.start_time, a.end_time, u.id AS volunteer_id, u.first_name, u.last_name, x.phone
         FROM activity_signup x
         JOIN activity a ON a.id = x.activity_id
         JOIN app_user u ON u.id = x.volunteer_id
        WHERE a.shelter_id = $1 AND a.status = 'planned' AND ${NOT_OVER('a', '$2', '$3')}
        ORDER BY a.date, a.start_time, a.id, u.last_name, u.first_name, u.id`,
      [actor.hostShelterId, this.clock.today(), this.nowTime()],
    );
    return rows.map((r) => ({
      activity: { id: r.activity_id, title: r.title, date: r.date, startTime: r.start_time, endTime: r.end_time },
      volunteer: { id: r.volunteer_id, firstName: r.first_name, lastName: r.last_name },
      phone: r.phone,
    }));
  }

  private async withSignups(q: Pick<EntityManager, 'query'>, actor: Actor, rows: ActivityRow[]): Promise<ActivityView[]> {
    const visible = rows.filter((r) => seesSignups(actor, r.shelter_id)).map((r) => r.id);
    const byActivity = new Map<number, ActivitySignupView[]>(visible.map((id) => [id, []]));
    if (visible.length > 0) {
      const signups: {
        id: number;
        activity_id: number;
        volunteer_id: number;
        first_name: string;
        last_name: string;
        phone: string;
        created_at: Date;
      }[] = await q.query(
        `SELECT x.id, x.activity_id, x.volunteer_id, u.first_name, u.last_name, x.phone, x.created_at
             FROM activity_signup x JOIN app_user u ON u.id = x.volunteer_id
            WHERE x.activity_id = ANY ($1) ORDER BY x.created_at, x.id`,
        [visible],
      );
      for (const s of signups)
        byActivity.get(s.activity_id)?.push({
          id: s.id,
          volunteer: { id: s.volunteer_id, firstName: s.first_name, lastName: s.last_name },
          phone: s.phone,
          createdAt: s.created_at,
        });
    }
    return rows.map((r) => toView(r, byActivity.get(r.id) ?? null));
  }

  // ---------------------------------------------------------------- keeping activities

  /** Whose shelter: an admin names it, host staff always their own (a shelterId given by a host must be theirs). */
  private shelterFor(actor: Actor, shelterId: number | null | undefined): number {
    if (isAdmin(actor)) {
      if (!isId(shelterId)) throw bad(MESSAGES.BAD_USER_INPUT.activityShelter);
      return shelterId;
    }
    if (actor.hostShelterId === null) throw new AppError('HOST_NOT_FOUND');
    if (shelterId !== undefined && shelterId !== null && shelterId !== actor.hostShelterId)
      throw bad(MESSAGES.BAD_USER_INPUT.activityShelter);
    return actor.hostShelterId;
  }

  async create(actorOrNull: Actor | null, input: ActivityInput): Promise<ActivityView> {
    const actor = requireGroup(actorOrNull, ...ROLES.keepers);
    const shelterId = this.shelterFor(actor, input.shelterId);
    const f = activityFields(input, null, this.clock.today());
    return inTransaction(this.ds, async (tx) => {
      const [shelter]: { id: number }[] = await tx.query(`SELECT id FROM shelter WHERE id = $1 AND archived_at IS NULL`, [shelterId]);
      if (!shelter) throw bad(MESSAGES.BAD_USER_INPUT.shelterMissing);
      const { id } = one<{ id: number }>(
        await tx.query(
          `INSERT INTO activity (shelter_id, title, description, date, start_time, end_time, volunteers_needed, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [shelterId, f.title, f.description, f.date, f.startTime, f.endTime, f.volunteersNeeded, actor.userId],
        ),
      );
      await this.audit(tx, actor, 'activity_created', 'activity', id, { shelterId, date: f.date, volunteersNeeded: f.volunteersNeeded });
      return this.read(tx, actor, id);
    });
  }

  /** Locks an activity the actor keeps (admin: any; host staff: their shelter's; else NOT_FOUND). */
  private async lockKept(tx: EntityManager, actor: Actor, id: number): Promise<ActivityRow> {
    if (!isId(id)) throw notFound();
    const [row]: ActivityRow[] = await tx.query(
      `SELECT a.id, a.shelter_id, a.title, a.description, a.date, a.start_time, a.end_time, a.volunteers_needed, a.status
         FROM activity a WHERE a.id = $1 FOR UPDATE`,
      [id],
    );
    if (!row || !seesSignups(actor, row.shelter_id)) throw notFound();
    if (!isAdmin(actor) && actor.hostShelterId === null) throw new AppError('HOST_NOT_FOUND');
    return row;
  }

  async update(actorOrNull: Actor | null, id: number, input: ActivityInput): Promise<ActivityView> {
    const actor = requireGroup(actorOrNull, ...ROLES.keepers);
    return inTransaction(this.ds, async (tx) => {
      const row = await this.lockKept(tx, actor, id);
      if (row.status === 'cancelled') throw new AppError('ACTIVITY_CLOSED', MESSAGES.ACTIVITY_CLOSED.cancelled);
      const base: ActivityFields = {
        title: row.title,
        description: row.description,
        date: row.date,
        startTime: row.start_time,
        endTime: row.end_time,
        volunteersNeeded: row.volunteers_needed,
      };
      const f = activityFields(input, base, row.date < this.clock.today() ? row.date : this.clock.today());
      let shelterId = row.shelter_id;
      if (input.shelterId !== undefined && input.shelterId !== null && input.shelterId !== row.shelter_id) {
        if (!isAdmin(actor)) throw bad(MESSAGES.BAD_USER_INPUT.activityShelter);
        const [shelter]: { id: number }[] = await tx.query(`SELECT id FROM shelter WHERE id = $1 AND archived_at IS NULL`, [
          input.shelterId,
        ]);
        if (!shelter) throw bad(MESSAGES.BAD_USER_INPUT.shelterMissing);
        shelterId = input.shelterId;
      }
      const { n } = one<{ n: number }>(await tx.query(`SELECT count(*)::int AS n FROM activity_signup WHERE activity_id = $1`, [id]));
      if (f.volunteersNeeded < n) throw bad(MESSAGES.BAD_USER_INPUT.activityPlacesBelowSignedUp(n));
      await tx.query(
        `UPDATE activity SET shelter_id = $2, title = $3, description = $4, date = $5, start_time = $6, end_time = $7,
                volunteers_needed = $8, updated_at = clock_timestamp()
          WHERE id = $1`,
        [id, shelterId, f.title, f.description, f.date, f.startTime, f.endTime, f.volunteersNeeded],
      );
      await this.audit(tx, actor, 'activity_updated', 'activity', id, { shelterId, date: f.date, volunteersNeeded: f.volunteersNeeded });
      return this.read(tx, actor, id);
    });
  }

  /** Cancels an activity (again: no change); everyone signed up gets a cancellation message through the outbox. */
  async cancel(actorOrNull: Actor | null, id: number): Promise<ActivityView> {
    const actor = requireGroup(actorOrNull, ...ROLES.keepers);
    return inTransaction(this.ds, async (tx) => {
      const row = await this.lockKept(tx, actor, id);
      if (row.status !== 'cancelled') {
        await tx.query(
          `UPDATE activity SET status = 'cancelled', cancelled_at = clock_timestamp(), updated_at = clock_timestamp() WHERE id = $1`,
          [id],
        );
        const sent = await this.notifySignups(tx, id, 'activity.cancelled');
        await this.audit(tx, actor, 'activity_cancelled', 'activity', id, { shelterId: row.shelter_id, messages: sent });
      }
      return this.read(tx, actor, id);
    });
  }

  // ---------------------------------------------------------------- signing up

  async signUp(actorOrNull: Actor | null, id: number, phone?: unknown): Promise<ActivityView> {
    const actor = requireGroup(actorOrNull, 'volunteer');
    const shared = sharedPhone(phone);
    if (!isId(id)) throw notFound();
    return inTransaction(this.ds, async (tx) => {
      // The row lock makes sign-ups for one activity take turns: the count below is the truth.
      const [row]: { id: number; status: ActivityStatus; date: LocalDate; start_time: string; volunteers_needed: number }[] =
        await tx.query(`SELECT id, status, date, start_time, volunteers_needed FROM activity WHERE id = $1 FOR UPDATE`, [id]);
      if (!row) throw notFound();
      if (row.status === 'cancelled') throw new AppError('ACTIVITY_CLOSED', MESSAGES.ACTIVITY_CLOSED.cancelled);
      if (this.begun(row)) throw new AppError('ACTIVITY_CLOSED', MESSAGES.ACTIVITY_CLOSED.started);
      const { n, mine } = one<{ n: number; mine: boolean }>(
        await tx.query(`SELECT count(*)::int AS n, bool_or(volunteer_id = $2) AS mine FROM activity_signup WHERE activity_id = $1`, [
          id,
          actor.userId,
        ]),
      );
      if (mine) throw new AppError('ACTIVITY_ALREADY_SIGNED_UP');
      if (n >= row.volunteers_needed) throw new AppError('ACTIVITY_FULL');
      const inserted: { id: number }[] = await tx.query(
        `INSERT INTO activity_signup (activity_id, volunteer_id, phone) VALUES ($1, $2, $3)
         ON CONFLICT (activity_id, volunteer_id) DO NOTHING RETURNING id`,
        [id, actor.userId, shared],
      );
      const [signup] = inserted;
      if (!signup) throw new AppError('ACTIVITY_ALREADY_SIGNED_UP');
      await this.audit(tx, actor, 'activity_signed_up', 'activity', id, { signupId: signup.id, phoneShared: shared !== '' });
      return this.read(tx, actor, id);
    });
  }

  async cancelSignup(actorOrNull: Actor | null, id: number): Promise<ActivityView> {
    const actor = requireGroup(actorOrNull, 'volunteer');
    if (!isId(id)) throw notFound();
    return inTransaction(this.ds, async (tx) => {
      const [row]: { id: number; status: ActivityStatus; date: LocalDate; start_time: string }[] = await tx.query(
        `SELECT id, status, date, start_time FROM activity WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!row) throw notFound();
      const [signup]: { id: number }[] = await tx.query(
        `WITH d AS (DELETE FROM activity_signup WHERE activity_id = $1 AND volunteer_id = $2 RETURNING id) SELECT id FROM d`,
        [id, actor.userId],
      );
      if (!signup) throw new AppError('NOT_FOUND', MESSAGES.NOT_FOUND.notSignedUp);
      if (row.status === 'planned' && this.begun(row)) throw new AppError('ACTIVITY_CLOSED', MESSAGES.ACTIVITY_CLOSED.started);
      await this.audit(tx, actor, 'activity_signup_cancelled', 'activity', id, { signupId: signup.id });
      return this.read(tx, actor, id);
    });
  }

  // ---------------------------------------------------------------- reminders

  /**
   * One pass of the reminder job: each sign-up for a planned activity tomorrow (Stockholm) that has
   * no reminder yet gets one through the outbox, and is marked in the same transaction (the
   * conditional UPDATE makes a second pass, or a second process, send nothing more). Answers how many.
   */
  async sendReminders(signal?: AbortSignal): Promise<number> {
    const tomorrow = addDays(this.clock.today(), 1);
    const due: { id: number }[] = await this.ds.query(
      `SELECT x.id FROM activity_signup x JOIN activity a ON a.id = x.activity_id
        WHERE a.date = $1 AND a.status = 'planned' AND x.reminded_at IS NULL ORDER BY x.id LIMIT 5000`,
      [tomorrow],
    );
    let sent = 0;
    for (const { id } of due) {
      if (signal?.aborted) break;
      // In CTEs: TypeORM answers a bare UPDATE/DELETE … RETURNING as [rows, count].
      sent += await inTransaction(this.ds, async (tx) => {
        const [claimed]: { activity_id: number }[] = await tx.query(
          `WITH c AS (UPDATE activity_signup SET reminded_at = clock_timestamp() WHERE id = $1 AND reminded_at IS NULL RETURNING activity_id)
           SELECT activity_id FROM c`,
          [id],
        );
        if (!claimed) return 0;
        return this.notifySignups(tx, claimed.activity_id, 'activity.reminder', id);
      });
    }
    return sent;
  }

  /** Messages to the volunteers signed up (one sign-up when `signupId`), by their contact preference; answers how many. */
  private async notifySignups(
    tx: EntityManager,
    activityId: number,
    template: 'activity.reminder' | 'activity.cancelled',
    signupId?: number,
  ): Promise<number> {
    const rows: {
      user_id: number;
      channel: 'email' | 'sms';
      address: string;
      language: string;
      first_name: string;
      title: string;
      shelter: string;
      shelter_id: number;
      date: LocalDate;
      start_time: string;
      end_time: string;
    }[] = await tx.query(
      `SELECT u.id AS user_id, u.contact_preference AS channel,
              NULLIF(btrim(CASE u.contact_preference WHEN 'email' THEN u.email WHEN 'sms' THEN coalesce(u.login_phone, NULLIF(x.phone, '')) END), '') AS address,
              u.language, u.first_name, a.title, s.name AS shelter, a.shelter_id, a.date, a.start_time, a.end_time
         FROM activity_signup x
         JOIN app_user u ON u.id = x.volunteer_id
         JOIN activity a ON a.id = x.activity_id
         JOIN shelter s ON s.id = a.shelter_id
        WHERE x.activity_id = $1 AND ($2::int IS NULL OR x.id = $2) AND u.contact_preference <> 'none'
        ORDER BY x.id`,
      [activityId, signupId ?? null],
    );
    const messages: OutgoingMessage[] = rows
      .filter((r) => r.address !== null)
      .map((r) => ({
        template,
        channel: r.channel,
        address: r.address,
        recipientId: r.user_id,
        language: r.language,
        params: { firstName: r.first_name, title: r.title, shelter: r.shelter, date: r.date, startTime: r.start_time, endTime: r.end_time },
        shelterId: r.shelter_id,
      }));
    if (messages.length > 0) await enqueue(tx, messages);
    return messages.length;
  }

  // ---------------------------------------------------------------- tasks

  /** Admin: the volunteers a task can be given to (names only). */
  async volunteers(actorOrNull: Actor | null): Promise<{ id: number; firstName: string; lastName: string }[]> {
    requireGroup(actorOrNull, 'admin');
    const rows: { id: number; first_name: string; last_name: string }[] = await this.ds.query(
      `SELECT id, first_name, last_name FROM app_user WHERE 'volunteer' = ANY (groups) AND deactivated_at IS NULL ORDER BY last_name, first_name, id LIMIT 1000`,
    );
    return rows.map((r) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name }));
  }

  async tasks(actorOrNull: Actor | null, opts: { volunteerId?: number | null } = {}): Promise<VolunteerTaskView[]> {
    requireGroup(actorOrNull, 'admin');
    const rows: TaskRow[] = opts.volunteerId
      ? await this.ds.query(`${TASK_SQL} WHERE t.volunteer_id = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT 1000`, [opts.volunteerId])
      : await this.ds.query(`${TASK_SQL} ORDER BY t.created_at DESC, t.id DESC LIMIT 1000`);
    return rows.map(toTask);
  }

  async myTasks(actorOrNull: Actor | null): Promise<VolunteerTaskView[]> {
    const actor = requireGroup(actorOrNull, 'volunteer');
    const rows: TaskRow[] = await this.ds.query(
      `${TASK_SQL} WHERE t.volunteer_id = $1 ORDER BY (t.status = 'done'), t.created_at DESC, t.id DESC LIMIT 500`,
      [actor.userId],
    );
    return rows.map(toTask);
  }

  async assignTask(actorOrNull: Actor | null, input: TaskInput): Promise<VolunteerTaskView> {
    const actor = requireGroup(actorOrNull, 'admin');
    const title = text(input.title, 'Rubrik', { required: true, max: MAX_ACTIVITY_TITLE });
    const description = text(input.description, 'Beskrivning', { max: MAX_ACTIVITY_DESCRIPTION });
    const status = input.status === undefined || input.status === null ? 'todo' : taskStatus(input.status);
    if (!isId(input.volunteerId)) throw bad(MESSAGES.BAD_USER_INPUT.taskVolunteer);
    const volunteerId = input.volunteerId;
    const activityId = input.activityId === undefined || input.activityId === null ? null : input.activityId;
    if (activityId !== null && !isId(activityId)) throw notFound();
    return inTransaction(this.ds, async (tx) => {
      const [v]: { id: number }[] = await tx.query(`SELECT id FROM app_user WHERE id = $1 AND 'volunteer' = ANY (groups)`, [volunteerId]);
      if (!v) throw bad(MESSAGES.BAD_USER_INPUT.taskVolunteer);
      let shelterId: number | null = null;
      if (activityId !== null) {
        const [a]: { shelter_id: number }[] = await tx.query(`SELECT shelter_id FROM activity WHERE id = $1`, [activityId]);
        if (!a) throw notFound();
        shelterId = a.shelter_id;
      }
      const { id } = one<{ id: number }>(
        await tx.query(
          `INSERT INTO volunteer_task (volunteer_id, title, description, status, activity_id, shelter_id, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [volunteerId, title, description, status, activityId, shelterId, actor.userId],
        ),
      );
      await this.audit(tx, actor, 'volunteer_task_assigned', 'volunteer_task', id, { volunteerId, activityId, status });
      return this.readTask(tx, id);
    });
  }

  /** Admin: changes a task's title, description or status (missing fields keep their value). */
  async updateTask(actorOrNull: Actor | null, id: number, input: TaskInput): Promise<VolunteerTaskView> {
    const actor = requireGroup(actorOrNull, 'admin');
    if (!isId(id)) throw new AppError('NOT_FOUND', MESSAGES.NOT_FOUND.task);
    return inTransaction(this.ds, async (tx) => {
      const [t]: TaskRow[] = await tx.query(`SELECT * FROM volunteer_task WHERE id = $1 FOR UPDATE`, [id]);
      if (!t) throw new AppError('NOT_FOUND', MESSAGES.NOT_FOUND.task);
      const title = input.title === undefined ? t.title : text(input.title, 'Rubrik', { required: true, max: MAX_ACTIVITY_TITLE });
      const description =
        input.description === undefined ? t.description : text(input.description, 'Beskrivning', { max: MAX_ACTIVITY_DESCRIPTION });
      const status = input.status === undefined ? t.status : taskStatus(input.status);
      await tx.query(`UPDATE volunteer_task SET title = $2, description = $3, status = $4, updated_at = clock_timestamp() WHERE id = $1`, [
        id,
        title,
        description,
        status,
      ]);
      await this.audit(tx, actor, 'volunteer_task_updated', 'volunteer_task', id, { status });
      return this.readTask(tx, id);
    });
  }

  /** A volunteer moves their own task (todo → in progress → done, or back); another's task is NOT_FOUND. */
  async setMyTaskStatus(actorOrNull: Actor | null, id: number, statusIn: unknown): Promise<VolunteerTaskView> {
    const actor = requireGroup(actorOrNull, 'volunteer');
    const status = taskStatus(statusIn);
    if (!isId(id)) throw new AppError('NOT_FOUND', MESSAGES.NOT_FOUND.task);
    return inTransaction(this.ds, async (tx) => {
      const done: { id: number }[] = await tx.query(
        `WITH c AS (UPDATE volunteer_task SET status = $3, updated_at = clock_timestamp() WHERE id = $1 AND volunteer_id = $2 RETURNING id)
         SELECT id FROM c`,
        [id, actor.userId, status],
      );
      if (done.length === 0) throw new AppError('NOT_FOUND', MESSAGES.NOT_FOUND.task);
      await this.audit(tx, actor, 'volunteer_task_status_set', 'volunteer_task', id, { status });
      return this.readTask(tx, id);
    });
  }

  // ---------------------------------------------------------------- helpers

  private async read(tx: EntityManager, actor: Actor, id: number): Promise<ActivityView> {
    const rows: ActivityRow[] = await tx.query(`${ACTIVITY_SQL} WHERE a.id = $2`, [actor.userId, id]);
    const [view] = await this.withSignups(tx, actor, rows);
    if (!view) throw notFound();
    return view;
  }

  private async readTask(tx: EntityManager, id: number): Promise<VolunteerTaskView> {
    return toTask(one<TaskRow>(await tx.query(`${TASK_SQL} WHERE t.id = $1`, [id])));
  }

  private async audit(tx: EntityManager, actor: Actor, action: string, entity: string, id: number, detail: object): Promise<void> {
    await recordAudit(tx, { actorId: actor.userId, action, entity, entityId: id, detail });
  }
}

declare module '../platform/services' {
  interface Services {
    activities: ActivityService;
  }
}
