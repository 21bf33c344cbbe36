/**
 * Administration (issue 10, DESIGN §3): the `admin` group manages shelters, regions, rooms,
 * staff accounts, caseworker assignments and guest records. It takes no booking decisions. Every
 * rule lives here, every change is an audit event (admin_event: who, what, when) written in the
 * same transaction as the change.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../auth/actor';
import type { AuthService } from '../auth/auth.service';
import { hashPassword } from '../auth/password';
import { type Group, isGroup } from '../auth/roles';
import { MAX_PASSWORD, MIN_PASSWORD } from '../account/account.service';
import { AppError, sqlConstraint, sqlState } from '../common/errors';
import { inTransaction } from '../db/database';
import { GUEST_RECORD_SQL, type GuestRecord, type GuestRecordRow, toGuestRecord } from '../guest/guest.service';
import type { ProductInput, ProductService } from '../product/product.service';
import { PRODUCT_SQL, type ProductView, type RegionView, type ShelterView } from '../shelter/shelter.service';
import { recordChange } from '../live/changes';

export const MAX_TEXT = 200;
export const MAX_LIST = 200;
/** Groups an admin can give an account; guests (`user`) get theirs through the guest flows. */
export const STAFF_GROUPS = ['host', 'caseworker', 'volunteer', 'admin'] as const satisfies readonly Group[];
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface AdminRegionView extends RegionView {
  archived: boolean;
}

export interface AdminShelterView extends ShelterView {
  archived: boolean;
}

export interface ShelterInput {
  name: unknown;
  street?: unknown;
  postcode?: unknown;
  city?: unknown;
  regionId: unknown;
  image?: unknown;
}

export interface AccountView {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  groups: Group[];
  shelter: { id: number; name: string } | null;
  assignedShelters: { id: number; name: string }[];
  mustChangePassword: boolean;
}

export interface AccountInput {
  email: unknown;
  firstName: unknown;
  lastName: unknown;
  groups: unknown;
  shelterId?: unknown;
}

export interface GuestInput {
  firstName: unknown;
  lastName: unknown;
  gender?: unknown;
  street?: unknown;
  postcode?: unknown;
  city?: unknown;
  country?: unknown;
  phone?: unknown;
  email?: unknown;
  unokod: unknown;
  dayOfBirth?: unknown;
  personnrLastnr?: unknown;
  requirements?: unknown;
  flag?: unknown;
  regionId?: unknown;
}

export interface AdminEventView {
  id: number;
  at: Date;
  actorName: string;
  action: string;
  entity: string;
  entityId: number | null;
}

/** The admin gate, in the service so every transport gets it: 401 anonymous, 403 other groups. */
export function requireAdmin(actor: Actor | null): Actor {
  if (!actor) throw new AppError('UNAUTHENTICATED');
  if (!actor.groups.includes('admin')) throw new AppError('FORBIDDEN');
  return actor;
}

const bad = (message: string): AppError => new AppError('BAD_USER_INPUT', message);

function text(value: unknown, label: string, opts: { required?: boolean; max?: number } = {}): string {
  if (value !== undefined && value !== null && typeof value !== 'string') throw bad(`${label}: ogiltigt värde.`);
  const v = (value ?? '').trim();
  if (opts.required && v === '') throw bad(`${label} måste anges.`);
  if (v.length > (opts.max ?? MAX_TEXT)) throw bad(`${label} får vara högst ${opts.max ?? MAX_TEXT} tecken.`);
  return v;
}

function id(value: unknown, label: string): number {
  const n = typeof value === 'string' && /^[0-9]{1,9}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) throw bad(`${label} måste anges.`);
  return n;
}

export function validatePassword(value: unknown): string {
  if (typeof value !== 'string' || value.length < MIN_PASSWORD) throw bad(`Lösenordet måste vara minst ${MIN_PASSWORD} tecken.`);
  if (value.length > MAX_PASSWORD) throw bad(`Lösenordet får vara högst ${MAX_PASSWORD} tecken.`);
  return value;
}

export function validateEmail(value: unknown): string {
  const email = text(value, 'E-post', { required: true, max: 320 }).toLowerCase();
  if (!EMAIL_SHAPE.test(email)) throw bad('E-postadressen är ogiltig.');
  return email;
}

export function validateAccount(input: AccountInput): { email: string; firstName: string; lastName: string; groups: Group[]; shelterId: number | null } {
  const email = validateEmail(input.email);
  const firstName = text(input.firstName, 'Förnamn', { required: true, max: 100 });
  const lastName = text(input.lastName, 'Efternamn', { required: true, max: 100 });
  if (!Array.isArray(input.groups)) throw bad('Grupper måste anges.');
  const groups: Group[] = [];
  for (const g of input.groups) {
    if (!isGroup(g) || !(STAFF_GROUPS as readonly string[]).includes(g)) throw bad('Okänd grupp.');
    if (!groups.includes(g)) groups.push(g);
  }
  const hasShelter = input.shelterId !== undefined && input.shelterId !== null && input.shelterId !== '';
  if (groups.includes('host') && !hasShelter) throw bad('Värdpersonal måste ha ett boställe.');
  if (!groups.includes('host') && hasShelter) throw bad('Bara värdpersonal har ett boställe.');
  return { email, firstName, lastName, groups, shelterId: hasShelter ? id(input.shelterId, 'Boställe') : null };
}

const SHELTER_ADMIN_SQL = `
  SELECT s.id, s.name, s.street, s.postcode, s.city, s.image, s.archived_at IS NOT NULL AS archived,
         r.id AS region_id, r.name AS region_name
    FROM shelter s JOIN region r ON r.id = s.region_id`;

interface ShelterAdminRow {
  id: number;
  name: string;
  street: string;
  postcode: string;
  city: string;
  image: string | null;
  archived: boolean;
  region_id: number;
  region_name: string;
}

const toShelter = (r: ShelterAdminRow): AdminShelterView => ({
  id: r.id,
  name: r.name,
  street: r.street,
  postcode: r.postcode,
  city: r.city,
  image: r.image,
  archived: r.archived,
  region: { id: r.region_id, name: r.region_name },
});

const ACCOUNT_SQL = `
  SELECT u.id, u.email, u.first_name, u.last_name, u.groups, u.must_change_password,
         s.id AS shelter_id, s.name AS shelter_name,
         COALESCE((SELECT json_agg(json_build_object('id', a.id, 'name', a.name) ORDER BY a.name, a.id)
                     FROM caseworker_shelter cs JOIN shelter a ON a.id = cs.shelter_id WHERE cs.user_id = u.id), '[]') AS assigned
    FROM app_user u LEFT JOIN shelter s ON s.id = u.shelter_id`;

interface AccountRow {
  id: number;
  email: string | null;
  first_name: string;
  last_name: string;
  groups: string[];
  must_change_password: boolean;
  shelter_id: number | null;
  shelter_name: string | null;
  assigned: { id: number; name: string }[] | string;
}

const toAccount = (r: AccountRow): AccountView => {
  const groups = r.groups.filter(isGroup);
  return {
    id: r.id,
    email: r.email ?? '',
    firstName: r.first_name,
    lastName: r.last_name,
    groups,
    shelter: groups.includes('host') && r.shelter_id !== null ? { id: r.shelter_id, name: r.shelter_name ?? '' } : null,
    assignedShelters: typeof r.assigned === 'string' ? JSON.parse(r.assigned) : r.assigned,
    mustChangePassword: r.must_change_password,
  };
};

/** `%term%` for ILIKE, with the pattern characters escaped. */
const like = (search: unknown): string | null => {
  if (typeof search !== 'string' || search.trim() === '') return null;
  return `%${search.trim().slice(0, 100).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
};

function emailTaken(e: unknown): boolean {
  return sqlState(e) === '23505' && sqlConstraint(e) === 'app_user_email_key';
}

export class AdminService {
  constructor(
    private readonly ds: DataSource,
    private readonly products: ProductService,
    private readonly auth: AuthService,
  ) {}

  /** One audit event, inside the change's transaction. */
  private async audit(tx: EntityManager, actor: Actor, action: string, entity: string, entityId: number | null, detail: unknown = {}): Promise<void> {
    await tx.query(`INSERT INTO admin_event (actor_id, action, entity, entity_id, detail) VALUES ($1, $2, $3, $4, $5)`, [
      actor.userId,
      action,
      entity,
      entityId,
      JSON.stringify(detail),
    ]);
  }

  // ---- regions ----------------------------------------------------------------------------------

  async regions(actor: Actor | null): Promise<AdminRegionView[]> {
    requireAdmin(actor);
    return this.ds.query(`SELECT id, name, archived_at IS NOT NULL AS archived FROM region ORDER BY name, id`);
  }

  async createRegion(actorOrNull: Actor | null, nameValue: unknown): Promise<AdminRegionView> {
    const actor = requireAdmin(actorOrNull);
    const name = text(nameValue, 'Namn', { required: true });
    return inTransaction(this.ds, async (tx) => {
      const [dup] = await tx.query(`SELECT 1 FROM region WHERE lower(name) = lower($1)`, [name]);
      if (dup) throw bad('Det finns redan en region med det namnet.');
      const [row]: AdminRegionView[] = await tx.query(`INSERT INTO region (name) VALUES ($1) RETURNING id, name, false AS archived`, [name]);
      await this.audit(tx, actor, 'region_created', 'region', row.id, { name });
      return row;
    });
  }

  async updateRegion(actorOrNull: Actor | null, regionId: number, nameValue: unknown): Promise<AdminRegionView> {
    const actor = requireAdmin(actorOrNull);
    const name = text(nameValue, 'Namn', { required: true });
    return inTransaction(this.ds, async (tx) => {
      const [dup] = await tx.query(`SELECT 1 FROM region WHERE lower(name) = lower($1) AND id <> $2`, [name, regionId]);
      if (dup) throw bad('Det finns redan en region med det namnet.');
      const [row]: AdminRegionView[] = await tx.query(
        `WITH c AS (UPDATE region SET name = $2 WHERE id = $1 RETURNING id, name, archived_at IS NOT NULL AS archived) SELECT * FROM c`,
        [regionId, name],
      );
      if (!row) throw new AppError('NOT_FOUND');
      await this.audit(tx, actor, 'region_updated', 'region', regionId, { name });
      return row;
    });
  }

  /** Archives a region; refused while a shelter that is not archived lies in it. */
  async archiveRegion(actorOrNull: Actor | null, regionId: number): Promise<AdminRegionView> {
    const actor = requireAdmin(actorOrNull);
    return inTransaction(this.ds, async (tx) => {
      const [used] = await tx.query(`SELECT 1 FROM shelter WHERE region_id = $1 AND archived_at IS NULL LIMIT 1`, [regionId]);
      if (used) throw bad('Regionen har boställen; arkivera eller flytta dem först.');
      const [row]: AdminRegionView[] = await tx.query(
        `WITH c AS (UPDATE region SET archived_at = COALESCE(archived_at, now()) WHERE id = $1 RETURNING id, name, true AS archived) SELECT * FROM c`,
        [regionId],
      );
      if (!row) throw new AppError('NOT_FOUND');
      await this.audit(tx, actor, 'region_archived', 'region', regionId);
      return row;
    });
  }

  // ---- shelters ---------------------------------------------------------------------------------

  async shelters(actor: Actor | null, search?: unknown): Promise<AdminShelterView[]> {
    requireAdmin(actor);
    const rows: ShelterAdminRow[] = await this.ds.query(
      `${SHELTER_ADMIN_SQL} WHERE ($1::text IS NULL OR s.name ILIKE $1 OR s.city ILIKE $1 OR r.name ILIKE $1)
       ORDER BY s.archived_at IS NOT NULL, s.name, s.id LIMIT ${MAX_LIST}`,
      [like(search)],
    );
    return rows.map(toShelter);
  }

  private async validShelter(tx: EntityManager, input: ShelterInput) {
    const v = {
      name: text(input.name, 'Namn', { required: true }),
      street: text(input.street, 'Gatuadress'),
      postcode: text(input.postcode, 'Postnummer', { max: 10 }).replace(/\s+/g, ''),
      city: text(input.city, 'Ort', { max: 100 }),
      regionId: id(input.regionId, 'Region'),
      image: text(input.image, 'Bild', { max: 500 }) || null,
    };
    if (v.postcode !== '' && !/^[0-9]{5}$/.test(v.postcode)) throw bad('Postnumret måste vara fem siffror.');
    if (v.image !== null && !/^(https:\/\/|\/)[^\s"'<>]*$/.test(v.image)) throw bad('Bilden måste vara en https-adress eller en sökväg som börjar med /.');
    const [region] = await tx.query(`SELECT 1 FROM region WHERE id = $1 AND archived_at IS NULL`, [v.regionId]);
    if (!region) throw bad('Regionen finns inte.');
    return v;
  }

  private async shelterIn(tx: EntityManager, shelterId: number): Promise<AdminShelterView> {
    const [row]: ShelterAdminRow[] = await tx.query(`${SHELTER_ADMIN_SQL} WHERE s.id = $1`, [shelterId]);
    if (!row) throw new AppError('NOT_FOUND');
    return toShelter(row);
  }

  async createShelter(actorOrNull: Actor | null, input: ShelterInput): Promise<AdminShelterView> {
    const actor = requireAdmin(actorOrNull);
    return inTransaction(this.ds, async (tx) => {
      const v = await this.validShelter(tx, input);
      const [{ id: shelterId }]: { id: number }[] = await tx.query(
        `INSERT INTO shelter (name, street, postcode, city, region_id, image) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [v.name, v.street, v.postcode, v.city, v.regionId, v.image],
      );
      await this.audit(tx, actor, 'shelter_created', 'shelter', shelterId, v);
      return this.shelterIn(tx, shelterId);
    });
  }

  async updateShelter(actorOrNull: Actor | null, shelterId: number, input: ShelterInput): Promise<AdminShelterView> {
    const actor = requireAdmin(actorOrNull);
    return inTransaction(this.ds, async (tx) => {
      const v = await this.validShelter(tx, input);
      const done = await tx.query(
        `UPDATE shelter SET name = $2, street = $3, postcode = $4, city = $5, region_id = $6, image = $7 WHERE id = $1 AND archived_at IS NULL RETURNING id`,
        [shelterId, v.name, v.street, v.postcode, v.city, v.regionId, v.image],
      );
      if (done.length === 0) throw new AppError('NOT_FOUND');
      await this.audit(tx, actor, 'shelter_updated', 'shelter', shelterId, v);
      return this.shelterIn(tx, shelterId);
    });
  }

  /** Archives a shelter: refused while it has rooms or services that are not archived (archive them first). */
  async archiveShelter(actorOrNull: Actor | null, shelterId: number): Promise<AdminShelterView> {
    const actor = requireAdmin(actorOrNull);
    return inTransaction(this.ds, async (tx) => {
      const [s] = await tx.query(`SELECT id FROM shelter WHERE id = $1 AND archived_at IS NULL FOR UPDATE`, [shelterId]);
      if (!s) throw new AppError('NOT_FOUND');
      const [used] = await tx.query(`SELECT 1 FROM product WHERE shelter_id = $1 AND archived_at IS NULL LIMIT 1`, [shelterId]);
      if (used) throw new AppError('PRODUCT_IN_USE', 'Boställets rum och tjänster måste arkiveras först.');
      await tx.query(`UPDATE shelter SET archived_at = now() WHERE id = $1`, [shelterId]);
      await this.audit(tx, actor, 'shelter_archived', 'shelter', shelterId);
      return this.shelterIn(tx, shelterId);
    });
  }

  // ---- rooms (the same rules as Mina Rum, through ProductService) ------------------------------

  private async openShelter(shelterId: number): Promise<void> {
    const [s] = await this.ds.query(`SELECT 1 FROM shelter WHERE id = $1 AND archived_at IS NULL`, [shelterId]);
    if (!s) throw new AppError('NOT_FOUND');
  }

  async shelterProducts(actor: Actor | null, shelterId: number): Promise<ProductView[]> {
    requireAdmin(actor);
    await this.openShelter(shelterId);
    return this.ds.query(`${PRODUCT_SQL} WHERE shelter_id = $1 AND archived_at IS NULL ORDER BY id`, [shelterId]);
  }

  async createProduct(actorOrNull: Actor | null, shelterId: number, input: ProductInput): Promise<ProductView> {
    const actor = requireAdmin(actorOrNull);
    await this.openShelter(shelterId);
    return this.products.createIn(shelterId, input, (tx, p) => this.audit(tx, actor, 'product_created', 'product', p.id, { shelterId, ...input }));
  }

  private async productShelter(productId: number): Promise<number> {
    const [p]: { shelter_id: number }[] = await this.ds.query(`SELECT shelter_id FROM product WHERE id = $1 AND archived_at IS NULL`, [productId]);
    if (!p) throw new AppError('PRODUCT_NOT_FOUND');
    return p.shelter_id;
  }

  async updateProduct(actorOrNull: Actor | null, productId: number, input: ProductInput): Promise<ProductView> {
    const actor = requireAdmin(actorOrNull);
    const shelterId = await this.productShelter(productId);
    return this.products.updateIn(shelterId, productId, input, (tx, p) => this.audit(tx, actor, 'product_updated', 'product', p.id, input));
  }

  /** Archives a room; an admin declines no requests, so a queue refuses it (PRODUCT_IN_USE) like held places. */
  async archiveProduct(actorOrNull: Actor | null, productId: number): Promise<ProductView> {
    const actor = requireAdmin(actorOrNull);
    const shelterId = await this.productShelter(productId);
    return this.products.archiveIn(shelterId, productId, null, (tx, p) => this.audit(tx, actor, 'product_archived', 'product', p.id));
  }

  // ---- accounts ---------------------------------------------------------------------------------

  /** Staff accounts (everyone with a group other than guest, or with no group left), newest first. */
  async accounts(actor: Actor | null, search?: unknown): Promise<AccountView[]> {
    requireAdmin(actor);
    const rows: AccountRow[] = await this.ds.query(
      `${ACCOUNT_SQL}
        WHERE u.email IS NOT NULL AND NOT ('user' = ANY (u.groups))
          AND ($1::text IS NULL OR u.email ILIKE $1 OR u.first_name ILIKE $1 OR u.last_name ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1)
        ORDER BY u.last_name, u.first_name, u.id LIMIT ${MAX_LIST}`,
      [like(search)],
    );
    return rows.map(toAccount);
  }

  private async accountIn(tx: EntityManager, userId: number): Promise<AccountView> {
    const [row]: AccountRow[] = await tx.query(`${ACCOUNT_SQL} WHERE u.id = $1`, [userId]);
    if (!row) throw new AppError('NOT_FOUND');
    return toAccount(row);
  }

  private async checkHostShelter(tx: EntityManager, shelterId: number | null): Promise<void> {
    if (shelterId === null) return;
    const [s] = await tx.query(`SELECT 1 FROM shelter WHERE id = $1 AND archived_at IS NULL`, [shelterId]);
    if (!s) throw bad('Bostället finns inte.');
  }

  /**
   * Creates a staff account with an initial password that its owner must change at first login
   * (login works; `me.mustChangePassword` is true until changeMyPassword).
   */
  async createAccount(actorOrNull: Actor | null, input: AccountInput, initialPassword: unknown): Promise<AccountView> {
    const actor = requireAdmin(actorOrNull);
    const v = validateAccount(input);
    if (v.groups.length === 0) throw bad('Minst en grupp måste anges.');
    const hash = await hashPassword(validatePassword(initialPassword));
    try {
      return await inTransaction(this.ds, async (tx) => {
        await this.checkHostShelter(tx, v.shelterId);
        const [{ id: userId }]: { id: number }[] = await tx.query(
          `INSERT INTO app_user (email, password_hash, first_name, last_name, groups, shelter_id, must_change_password)
           VALUES ($1, $2, $3, $4, $5, $6, true) RETURNING id`,
          [v.email, hash, v.firstName, v.lastName, v.groups, v.shelterId],
        );
        await this.audit(tx, actor, 'account_created', 'account', userId, v);
        return this.accountIn(tx, userId);
      });
    } catch (e) {
      if (emailTaken(e)) throw bad('E-postadressen används redan.');
      throw e;
    }
  }

  /**
   * Edits an account's names, e-mail, groups (in order) and host shelter. The person sees new
   * menus at next login; removing their last group ends their sessions. An admin cannot remove
   * their own admin group (someone must be left to administer).
   */
  async updateAccount(actorOrNull: Actor | null, userId: number, input: AccountInput): Promise<AccountView> {
    const actor = requireAdmin(actorOrNull);
    const v = validateAccount(input);
    if (userId === actor.userId && !v.groups.includes('admin')) throw bad('Du kan inte ta bort din egen administratörsroll.');
    try {
      const view = await inTransaction(this.ds, async (tx) => {
        const [cur]: { groups: string[] }[] = await tx.query(
          `SELECT groups FROM app_user WHERE id = $1 AND email IS NOT NULL AND NOT ('user' = ANY (groups)) FOR UPDATE`,
          [userId],
        );
        if (!cur) throw new AppError('NOT_FOUND');
        await this.checkHostShelter(tx, v.shelterId);
        await tx.query(`UPDATE app_user SET email = $2, first_name = $3, last_name = $4, groups = $5, shelter_id = $6 WHERE id = $1`, [
          userId,
          v.email,
          v.firstName,
          v.lastName,
          v.groups,
          v.shelterId,
        ]);
        if (!v.groups.includes('caseworker')) await tx.query(`DELETE FROM caseworker_shelter WHERE user_id = $1`, [userId]);
        await this.audit(tx, actor, 'account_updated', 'account', userId, { ...v, previousGroups: cur.groups });
        return this.accountIn(tx, userId);
      });
      if (view.groups.length === 0) await this.auth.endSessionsOf(userId);
      return view;
    } catch (e) {
      if (emailTaken(e)) throw bad('E-postadressen används redan.');
      throw e;
    }
  }

  /** Sets a new initial password (to be changed at next login) and ends the person's sessions. */
  async resetPassword(actorOrNull: Actor | null, userId: number, password: unknown): Promise<AccountView> {
    const actor = requireAdmin(actorOrNull);
    const hash = await hashPassword(validatePassword(password));
    const view = await inTransaction(this.ds, async (tx) => {
      const done = await tx.query(
        `UPDATE app_user SET password_hash = $2, must_change_password = true WHERE id = $1 AND email IS NOT NULL AND NOT ('user' = ANY (groups)) RETURNING id`,
        [userId, hash],
      );
      if (done.length === 0) throw new AppError('NOT_FOUND');
      await this.audit(tx, actor, 'password_reset', 'account', userId);
      return this.accountIn(tx, userId);
    });
    await this.auth.endSessionsOf(userId);
    return view;
  }

  // ---- caseworker assignments -------------------------------------------------------------------

  async assignCaseworker(actorOrNull: Actor | null, userId: number, shelterId: number): Promise<AccountView> {
    const actor = requireAdmin(actorOrNull);
    return inTransaction(this.ds, async (tx) => {
      const [cw] = await tx.query(`SELECT 1 FROM app_user WHERE id = $1 AND 'caseworker' = ANY (groups)`, [userId]);
      if (!cw) throw bad('Personen är inte handläggare.');
      const [s] = await tx.query(`SELECT 1 FROM shelter WHERE id = $1 AND archived_at IS NULL`, [shelterId]);
      if (!s) throw new AppError('NOT_FOUND');
      const added = await tx.query(`INSERT INTO caseworker_shelter (user_id, shelter_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id`, [
        userId,
        shelterId,
      ]);
      if (added.length > 0) {
        await this.audit(tx, actor, 'caseworker_assigned', 'account', userId, { shelterId });
        await recordChange(tx, { kind: 'capacity', action: 'caseworker_assigned', shelterId });
      }
      return this.accountIn(tx, userId);
    });
  }

  async unassignCaseworker(actorOrNull: Actor | null, userId: number, shelterId: number): Promise<AccountView> {
    const actor = requireAdmin(actorOrNull);
    return inTransaction(this.ds, async (tx) => {
      const removed = await tx.query(`DELETE FROM caseworker_shelter WHERE user_id = $1 AND shelter_id = $2 RETURNING user_id`, [userId, shelterId]);
      if (removed.length === 0) throw new AppError('NOT_FOUND');
      await this.audit(tx, actor, 'caseworker_unassigned', 'account', userId, { shelterId });
      return this.accountIn(tx, userId);
    });
  }

  // ---- guests -----------------------------------------------------------------------------------

  async guests(actor: Actor | null, search?: unknown): Promise<GuestRecord[]> {
    requireAdmin(actor);
    const rows: GuestRecordRow[] = await this.ds.query(
      `${GUEST_RECORD_SQL}
        WHERE 'user' = ANY (u.groups)
          AND ($1::text IS NULL OR g.unokod LIKE $1 OR u.first_name ILIKE $1 OR u.last_name ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1)
        ORDER BY u.last_name, u.first_name, u.id LIMIT ${MAX_LIST}`,
      [like(search)],
    );
    return rows.map(toGuestRecord);
  }

  /** Edits every SPEC §3 field of a guest's record. Errors: GUEST_NOT_FOUND, UNO_TAKEN, BAD_USER_INPUT. */
  /**
   * Merges two records of the same guest: `mergeId`'s bookings (with their history) move to
   * `keepId`, blank fields of the kept record are filled from the other, a login moves over when
   * the kept record has none, and the merged record is emptied and can no longer log in. Refused
   * when the two have active bookings on the same nights (409 BOOKING_OVERLAP).
   */
  async mergeGuests(actorOrNull: Actor | null, keepId: number, mergeId: number): Promise<GuestRecord> {
    const actor = requireAdmin(actorOrNull);
    if (keepId === mergeId) throw bad('Välj två olika gäster.');
    return inTransaction(this.ds, async (tx) => {
      // Both rows locked in id order, so two merges never wait on each other in a cycle. NO KEY
      // UPDATE, like a booking request's guest lock: it keeps the guests' requests out, while a
      // transition under way on their bookings can still key-share the row for its audit event
      // (else the merge, waiting for that booking, and the transition would wait on each other).
      const rows: { id: number; email: string | null; password_hash: string | null; has_profile: boolean }[] = await tx.query(
        `SELECT u.id, u.email, u.password_hash, g.user_id IS NOT NULL AS has_profile
           FROM app_user u LEFT JOIN guest_profile g ON g.user_id = u.id
          WHERE u.id = ANY ($1) AND 'user' = ANY (u.groups)
          ORDER BY u.id FOR NO KEY UPDATE OF u`,
        [[keepId, mergeId]],
      );
      const keep = rows.find((r) => r.id === keepId);
      const merge = rows.find((r) => r.id === mergeId);
      if (!keep || !merge || !keep.has_profile) throw new AppError('GUEST_NOT_FOUND');
      try {
        await tx.query(`UPDATE booking SET guest_id = $1 WHERE guest_id = $2`, [keepId, mergeId]);
      } catch (e) {
        if (sqlState(e) === '23P01') throw new AppError('BOOKING_OVERLAP', 'Gästerna har aktiva bokningar samma nätter; avboka eller neka den ena först.');
        throw e;
      }
      if (merge.has_profile) {
        await tx.query(
          `UPDATE guest_profile k SET
             gender = COALESCE(k.gender, m.gender), street = COALESCE(NULLIF(k.street, ''), m.street),
             postcode = COALESCE(NULLIF(k.postcode, ''), m.postcode), city = COALESCE(NULLIF(k.city, ''), m.city),
             country = COALESCE(NULLIF(k.country, ''), m.country), phone = COALESCE(NULLIF(k.phone, ''), m.phone),
             day_of_birth = COALESCE(k.day_of_birth, m.day_of_birth),
             personnr_lastnr = COALESCE(NULLIF(k.personnr_lastnr, ''), m.personnr_lastnr),
             requirements = COALESCE(NULLIF(k.requirements, ''), m.requirements),
             flag = k.flag OR m.flag, region_id = COALESCE(k.region_id, m.region_id), last_edit = now()
            FROM guest_profile m WHERE k.user_id = $1 AND m.user_id = $2`,
          [keepId, mergeId],
        );
        await tx.query(`DELETE FROM guest_profile WHERE user_id = $1`, [mergeId]);
      }
      const moveLogin = keep.email === null && merge.email !== null;
      await tx.query(`UPDATE app_user SET email = NULL, password_hash = NULL, groups = '{}', first_name = $2, last_name = '' WHERE id = $1`, [
        mergeId,
        `Sammanslagen med ${keepId}`,
      ]);
      if (moveLogin) await tx.query(`UPDATE app_user SET email = $2, password_hash = $3 WHERE id = $1`, [keepId, merge.email, merge.password_hash]);
      await tx.query(`DELETE FROM session WHERE user_id = $1`, [mergeId]);
      await this.audit(tx, actor, 'guest_merged', 'guest', keepId, { merged: mergeId, loginMoved: moveLogin });
      const [row]: GuestRecordRow[] = await tx.query(`${GUEST_RECORD_SQL} WHERE u.id = $1`, [keepId]);
      return toGuestRecord(row);
    });
  }

  async updateGuest(actorOrNull: Actor | null, guestId: number, input: GuestInput): Promise<GuestRecord> {
    const actor = requireAdmin(actorOrNull);
    const v = {
      firstName: text(input.firstName, 'Förnamn', { required: true, max: 100 }),
      lastName: text(input.lastName, 'Efternamn', { required: true, max: 100 }),
      gender: input.gender === null || input.gender === undefined || input.gender === '' ? null : input.gender,
      street: text(input.street, 'Gatuadress'),
      postcode: text(input.postcode, 'Postnummer', { max: 10 }),
      city: text(input.city, 'Ort', { max: 100 }),
      country: text(input.country, 'Land', { max: 100 }),
      phone: text(input.phone, 'Telefon', { max: 40 }),
      email: input.email === null || input.email === undefined || input.email === '' ? null : validateEmail(input.email),
      unokod: text(input.unokod, 'UNO-kod', { required: true, max: 4 }),
      dayOfBirth: input.dayOfBirth === null || input.dayOfBirth === undefined || input.dayOfBirth === '' ? null : input.dayOfBirth,
      personnrLastnr: text(input.personnrLastnr, 'Personnummer (fyra sista)', { max: 4 }),
      requirements: text(input.requirements, 'Krav', { max: 2000 }),
      flag: input.flag === undefined ? false : input.flag,
      regionId: input.regionId === null || input.regionId === undefined || input.regionId === '' ? null : id(input.regionId, 'Region'),
    };
    if (v.gender !== null && v.gender !== 'K' && v.gender !== 'M') throw bad('Kön måste vara K eller M.');
    if (!/^[0-9]{4}$/.test(v.unokod)) throw bad('UNO-koden måste vara exakt 4 siffror.');
    if (v.personnrLastnr !== '' && !/^[0-9]{4}$/.test(v.personnrLastnr)) throw bad('De fyra sista siffrorna i personnumret måste vara siffror.');
    if (v.dayOfBirth !== null && (typeof v.dayOfBirth !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v.dayOfBirth))) throw bad('Födelsedatum måste vara ÅÅÅÅ-MM-DD.');
    if (typeof v.flag !== 'boolean') throw bad('Flagga: ogiltigt värde.');
    try {
      return await inTransaction(this.ds, async (tx) => {
        const [g] = await tx.query(`SELECT 1 FROM guest_profile WHERE user_id = $1 FOR UPDATE`, [guestId]);
        if (!g) throw new AppError('GUEST_NOT_FOUND');
        if (v.regionId !== null) {
          const [r] = await tx.query(`SELECT 1 FROM region WHERE id = $1`, [v.regionId]);
          if (!r) throw bad('Regionen finns inte.');
        }
        await tx.query(`UPDATE app_user SET first_name = $2, last_name = $3, email = $4 WHERE id = $1`, [guestId, v.firstName, v.lastName, v.email]);
        await tx.query(
          `UPDATE guest_profile SET gender = $2, street = $3, postcode = $4, city = $5, country = $6, phone = $7, unokod = $8,
                  day_of_birth = $9, personnr_lastnr = $10, requirements = $11, flag = $12, region_id = $13, last_edit = now()
            WHERE user_id = $1`,
          [guestId, v.gender, v.street, v.postcode, v.city, v.country, v.phone, v.unokod, v.dayOfBirth, v.personnrLastnr, v.requirements, v.flag, v.regionId],
        );
        await this.audit(tx, actor, 'guest_updated', 'guest', guestId, { fields: Object.keys(v) });
        const [row]: GuestRecordRow[] = await tx.query(`${GUEST_RECORD_SQL} WHERE u.id = $1`, [guestId]);
        return toGuestRecord(row);
      });
    } catch (e) {
      if (sqlState(e) === '23505' && sqlConstraint(e) === 'guest_profile_unokod_key') throw new AppError('UNO_TAKEN');
      if (emailTaken(e)) throw bad('E-postadressen används redan.');
      if (sqlState(e) === '22008' || sqlState(e) === '22007') throw bad('Födelsedatum är ogiltigt.');
      throw e;
    }
  }

  // ---- audit ------------------------------------------------------------------------------------

  async events(actor: Actor | null, limit = 50): Promise<AdminEventView[]> {
    requireAdmin(actor);
    const n = Math.min(Math.max(Math.trunc(limit) || 50, 1), MAX_LIST);
    return this.ds.query(
      `SELECT e.id::int AS id, e.at, COALESCE(u.first_name || ' ' || u.last_name, '') AS "actorName", e.action, e.entity, e.entity_id AS "entityId"
         FROM admin_event e LEFT JOIN app_user u ON u.id = e.actor_id
        ORDER BY e.at DESC, e.id DESC LIMIT $1`,
      [n],
    );
  }
}
