/**
 * Kompassen (issue 35 §2): places and services besides a bed. Admins keep every resource; a
 * shelter's host staff keep their own shelter's (platform/scope.ts; another shelter's resource is
 * NOT_FOUND to them); every logged-in person reads them. "Open now" is Stockholm's wall clock at
 * the time of the answer (domain/compass.ts, exceptions win over the weekly hours); nearest first
 * when the reader gives a position. Every change is an audit event in its own transaction.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../domain/actor';
import { distanceKm, isResourceKind, openStatus, type OpenStatus } from '../domain/compass';
import type { Clock } from '../platform/clock';
import { stockholmDate, stockholmTime } from '../platform/dates';
import { inTransaction } from '../platform/db/database';
import { one } from '../platform/db/rows';
import { AppError } from '../platform/errors';
import { MESSAGES } from '../platform/messages';
import { recordAudit } from '../platform/audit';
import { ROLES } from '../domain/roles';
import { requireGroup } from '../platform/gate';
import { isOwnShelter } from '../platform/scope';
import { bad, isId } from '../platform/validate';
import {
  checkPosition,
  checkResource,
  COMPASS_TEXT_LANGUAGES,
  mapUrl,
  type CleanResource,
  type CompassResourceInput,
} from './compass.rules';
import { RESOURCE_SQL, translationsOf, type ResourceRow } from './compass.sql';
import type { CompassQuery, CompassResourceView, CompassStatusView } from './compass.view';

const statusView = (s: OpenStatus): CompassStatusView => ({
  openNow: s.openNow,
  closesAt: s.closesAt,
  opensNextDate: s.opensNext?.date ?? null,
  opensNextTime: s.opensNext?.time ?? null,
  todayHours: s.todayHours,
});

/** Who keeps resources: admins all, host staff their shelter's. */

const mayEdit = (actor: Actor, shelterId: number | null): boolean =>
  actor.groups.includes('admin') || (shelterId !== null && isOwnShelter(actor, shelterId));

export class CompassService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  private view(actor: Actor, r: ResourceRow, at: Date, from: { latitude: number; longitude: number } | null): CompassResourceView {
    const weeklyHours = r.weekly_hours ?? [];
    const exceptions = r.exceptions ?? [];
    return {
      id: r.id,
      name: r.name,
      kind: r.kind,
      audiences: r.audiences,
      street: r.street,
      postcode: r.postcode,
      city: r.city,
      mapUrl: mapUrl(r),
      phone: r.phone,
      weeklyHours,
      exceptions,
      description: r.description,
      descriptionTranslations: translationsOf(r.description_translations, COMPASS_TEXT_LANGUAGES),
      region: { id: r.region_id, name: r.region_name },
      shelter: r.shelter_id === null ? null : { id: r.shelter_id, name: r.shelter_name ?? '' },
      latitude: r.latitude,
      longitude: r.longitude,
      status: statusView(openStatus(weeklyHours, exceptions, stockholmDate(at), stockholmTime(at))),
      distanceKm:
        from && r.latitude !== null && r.longitude !== null
          ? Math.round(distanceKm(from, { latitude: r.latitude, longitude: r.longitude }) * 10) / 10
          : null,
      mayEdit: mayEdit(actor, r.shelter_id),
      updatedAt: r.updated_at,
    };
  }

  /**
   * The compass for any logged-in person: every resource (or one region's), of one kind when asked,
   * open now only when asked. Nearest first when a position is given (those without coordinates
   * after, by name); else by name. Errors: UNAUTHENTICATED; BAD_USER_INPUT (kind, position, region).
   */
  async list(actorOrNull: Actor | null, query: CompassQuery = {}): Promise<CompassResourceView[]> {
    const actor = requireGroup(actorOrNull);
    const kind = query.kind === undefined || query.kind === null || query.kind === '' ? null : query.kind;
    if (kind !== null && !isResourceKind(kind)) throw bad(MESSAGES.BAD_USER_INPUT.compassKind);
    const regionId = query.regionId === undefined || query.regionId === null || query.regionId === '' ? null : query.regionId;
    if (regionId !== null && !isId(regionId)) throw bad(MESSAGES.BAD_USER_INPUT.regionMissing);
    const from = checkPosition(query.latitude, query.longitude);
    const rows: ResourceRow[] = await this.ds.query(
      `${RESOURCE_SQL} WHERE ($1::text IS NULL OR r.kind = $1) AND ($2::int IS NULL OR r.region_id = $2) ORDER BY r.name, r.id`,
      [kind, regionId],
    );
    const at = this.clock.now();
    let views = rows.map((r) => this.view(actor, r, at, from));
    if (query.openNow === true) views = views.filter((v) => v.status.openNow);
    if (from) {
      const far = Number.POSITIVE_INFINITY;
      views.sort((a, b) => (a.distanceKm ?? far) - (b.distanceKm ?? far) || a.name.localeCompare(b.name, 'sv') || a.id - b.id);
    }
    return views;
  }

  /** One resource for any logged-in person. Errors: UNAUTHENTICATED; NOT_FOUND. */
  async get(actorOrNull: Actor | null, id: number): Promise<CompassResourceView> {
    const actor = requireGroup(actorOrNull);
    if (!isId(id)) throw new AppError('NOT_FOUND');
    const [row] = (await this.ds.query(`${RESOURCE_SQL} WHERE r.id = $1`, [id])) as ResourceRow[];
    if (!row) throw new AppError('NOT_FOUND');
    return this.view(actor, row, this.clock.now(), null);
  }

  /** The editor's list: an admin every resource, host staff their shelter's. Errors: FORBIDDEN; HOST_NOT_FOUND. */
  async kept(actorOrNull: Actor | null): Promise<CompassResourceView[]> {
    const actor = requireGroup(actorOrNull, ...ROLES.keepers);
    const admin = actor.groups.includes('admin');
    if (!admin && actor.hostShelterId === null) throw new AppError('HOST_NOT_FOUND');
    const rows: ResourceRow[] = await this.ds.query(`${RESOURCE_SQL} WHERE $1::boolean OR r.shelter_id = $2 ORDER BY r.name, r.id`, [
      admin,
      actor.hostShelterId,
    ]);
    const at = this.clock.now();
    return rows.map((r) => this.view(actor, r, at, null));
  }

  /**
   * Adds a resource. An admin gives its region (or a shelter, whose region it takes); host staff's
   * resource is their shelter's, in its region. Audited. Errors: FORBIDDEN; HOST_NOT_FOUND;
   * BAD_USER_INPUT (the field's text; an unknown region or shelter).
   */
  async create(actorOrNull: Actor | null, input: CompassResourceInput): Promise<CompassResourceView> {
    const actor = requireGroup(actorOrNull, ...ROLES.keepers);
    const clean = checkResource(input);
    return inTransaction(this.ds, async (tx) => {
      const { regionId, shelterId } = await this.placeOf(tx, actor, input);
      const { id } = one<{ id: number }>(
        await tx.query(
          `INSERT INTO compass_resource (name, kind, audiences, street, postcode, city, phone, weekly_hours, exceptions, description,
                                         description_translations, region_id, shelter_id, latitude, longitude, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
          [...this.columns(clean), regionId, shelterId, clean.latitude, clean.longitude, actor.userId],
        ),
      );
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'compass_resource_created',
        entity: 'compass_resource',
        entityId: id,
        detail: { name: clean.name, kind: clean.kind, regionId, shelterId },
      });
      return this.byId(tx, actor, id);
    });
  }

  /** Replaces a resource the actor keeps. Audited. Errors: as create, and NOT_FOUND (unknown, or another shelter's). */
  async update(actorOrNull: Actor | null, id: number, input: CompassResourceInput): Promise<CompassResourceView> {
    const actor = requireGroup(actorOrNull, ...ROLES.keepers);
    const clean = checkResource(input);
    return inTransaction(this.ds, async (tx) => {
      await this.lockKept(tx, actor, id);
      const { regionId, shelterId } = await this.placeOf(tx, actor, input);
      await tx.query(
        `UPDATE compass_resource SET name = $1, kind = $2, audiences = $3, street = $4, postcode = $5, city = $6, phone = $7,
                weekly_hours = $8, exceptions = $9, description = $10, description_translations = $11, region_id = $12,
                shelter_id = $13, latitude = $14, longitude = $15, updated_at = clock_timestamp()
          WHERE id = $16`,
        [...this.columns(clean), regionId, shelterId, clean.latitude, clean.longitude, id],
      );
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'compass_resource_updated',
        entity: 'compass_resource',
        entityId: id,
        detail: { name: clean.name, kind: clean.kind, regionId, shelterId },
      });
      return this.byId(tx, actor, id);
    });
  }

  /** Deletes a resource the actor keeps. Audited. Errors: FORBIDDEN; HOST_NOT_FOUND; NOT_FOUND. */
  async remove(actorOrNull: Actor | null, id: number): Promise<number> {
    const actor = requireGroup(actorOrNull, ...ROLES.keepers);
    return inTransaction(this.ds, async (tx) => {
      const row = await this.lockKept(tx, actor, id);
      await tx.query(`DELETE FROM compass_resource WHERE id = $1`, [id]);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'compass_resource_deleted',
        entity: 'compass_resource',
        entityId: id,
        detail: { name: row.name, shelterId: row.shelter_id },
      });
      return id;
    });
  }

  private columns(c: CleanResource): unknown[] {
    const translations = Object.fromEntries(c.descriptionTranslations.map((t) => [t.language, t.text]));
    return [
      c.name,
      c.kind,
      c.audiences,
      c.street,
      c.postcode,
      c.city,
      c.phone,
      JSON.stringify(c.weeklyHours),
      JSON.stringify(c.exceptions),
      c.description,
      JSON.stringify(translations),
    ];
  }

  /** The region and shelter of a resource being saved (the rules of create). */
  private async placeOf(
    tx: EntityManager,
    actor: Actor,
    input: CompassResourceInput,
  ): Promise<{ regionId: number; shelterId: number | null }> {
    if (!actor.groups.includes('admin')) {
      if (actor.hostShelterId === null) throw new AppError('HOST_NOT_FOUND');
      const { region_id } = one<{ region_id: number }>(
        await tx.query(`SELECT region_id FROM shelter WHERE id = $1`, [actor.hostShelterId]),
      );
      return { regionId: region_id, shelterId: actor.hostShelterId };
    }
    const shelterId = input.shelterId === undefined || input.shelterId === null ? null : input.shelterId;
    if (shelterId !== null) {
      if (!isId(shelterId)) throw bad(MESSAGES.BAD_USER_INPUT.shelterMissing);
      const [shelter] = (await tx.query(`SELECT region_id FROM shelter WHERE id = $1`, [shelterId])) as { region_id: number }[];
      if (!shelter) throw bad(MESSAGES.BAD_USER_INPUT.shelterMissing);
      return { regionId: shelter.region_id, shelterId };
    }
    if (!isId(input.regionId)) throw bad(MESSAGES.BAD_USER_INPUT.regionMissing);
    const [region] = (await tx.query(`SELECT id FROM region WHERE id = $1`, [input.regionId])) as { id: number }[];
    if (!region) throw bad(MESSAGES.BAD_USER_INPUT.regionMissing);
    return { regionId: region.id, shelterId: null };
  }

  /** The resource locked for a change, if the actor keeps it; NOT_FOUND otherwise (another shelter's says nothing). */
  private async lockKept(tx: EntityManager, actor: Actor, id: number): Promise<{ name: string; shelter_id: number | null }> {
    if (!actor.groups.includes('admin') && actor.hostShelterId === null) throw new AppError('HOST_NOT_FOUND');
    if (!isId(id)) throw new AppError('NOT_FOUND');
    const [row] = (await tx.query(`SELECT name, shelter_id FROM compass_resource WHERE id = $1 FOR UPDATE`, [id])) as {
      name: string;
      shelter_id: number | null;
    }[];
    if (!row || !mayEdit(actor, row.shelter_id)) throw new AppError('NOT_FOUND');
    return row;
  }

  private async byId(tx: EntityManager, actor: Actor, id: number): Promise<CompassResourceView> {
    const row = one<ResourceRow>(await tx.query(`${RESOURCE_SQL} WHERE r.id = $1`, [id]));
    return this.view(actor, row, this.clock.now(), null);
  }
}

declare module '../platform/services' {
  interface Services {
    compass: CompassService;
  }
}
