/** Administration of regions and shelters (archived, never deleted). */
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../domain/actor';
import { AppError } from '../platform/errors';
import { inTransaction } from '../platform/db/database';
import { requireGroup } from '../platform/gate';
import { MESSAGES } from '../platform/messages';
import {
  MAX_LIST,
  AdminRegionView,
  AdminShelterView,
  ShelterInput,
  SHELTER_ADMIN_SQL,
  ShelterAdminRow,
  toShelter,
  audit,
} from './admin.rules';
import { bad, idField as id, text } from '../platform/validate';
import { searchPattern } from '../platform/db/text-search';
import { one } from '../platform/db/rows';
import { checkShelterFacts } from '../shelter/shelter.rules';
import { factValue, SHELTER_FACT_COLUMNS } from '../shelter/shelter.sql';
import { type ShelterFacts } from '../shelter/shelter.view';
import { checkShelterAddress, type ShelterAddress } from '../shelter/shelter.rules';
/** The facts given, as columns to write (the keys left out are not written: they stay as they are). */
function factColumns(v: Partial<ShelterFacts>): { column: string; value: unknown }[] {
  return (Object.keys(SHELTER_FACT_COLUMNS) as (keyof ShelterFacts)[])
    .filter((k) => v[k] !== undefined)
    .map((k) => ({ column: SHELTER_FACT_COLUMNS[k], value: factValue(k, v[k] as ShelterFacts[typeof k]) }));
}

export class AdminShelterService {
  constructor(private readonly ds: DataSource) {}

  // ---- regions ----------------------------------------------------------------------------------

  async regions(actor: Actor | null): Promise<AdminRegionView[]> {
    requireGroup(actor, 'admin');
    return this.ds.query(`SELECT id, name, archived_at IS NOT NULL AS archived FROM region ORDER BY name, id`);
  }

  async createRegion(actorOrNull: Actor | null, nameValue: unknown): Promise<AdminRegionView> {
    const actor = requireGroup(actorOrNull, 'admin');
    const name = text(nameValue, 'Namn', { required: true });
    return inTransaction(this.ds, async (tx) => {
      const [dup] = await tx.query(`SELECT 1 FROM region WHERE lower(name) = lower($1)`, [name]);
      if (dup) throw bad(MESSAGES.BAD_USER_INPUT.regionNameTaken);
      const row = one<AdminRegionView>(
        await tx.query(`INSERT INTO region (name) VALUES ($1) RETURNING id, name, false AS archived`, [name]),
      );
      await audit(tx, actor, 'region_created', 'region', row.id, { name });
      return row;
    });
  }

  async updateRegion(actorOrNull: Actor | null, regionId: number, nameValue: unknown): Promise<AdminRegionView> {
    const actor = requireGroup(actorOrNull, 'admin');
    const name = text(nameValue, 'Namn', { required: true });
    return inTransaction(this.ds, async (tx) => {
      const [dup] = await tx.query(`SELECT 1 FROM region WHERE lower(name) = lower($1) AND id <> $2`, [name, regionId]);
      if (dup) throw bad(MESSAGES.BAD_USER_INPUT.regionNameTaken);
      const [row]: AdminRegionView[] = await tx.query(
        `WITH c AS (UPDATE region SET name = $2 WHERE id = $1 RETURNING id, name, archived_at IS NOT NULL AS archived) SELECT * FROM c`,
        [regionId, name],
      );
      if (!row) throw new AppError('NOT_FOUND');
      await audit(tx, actor, 'region_updated', 'region', regionId, { name });
      return row;
    });
  }

  /** Archives a region; refused while a shelter that is not archived lies in it. */
  async archiveRegion(actorOrNull: Actor | null, regionId: number): Promise<AdminRegionView> {
    const actor = requireGroup(actorOrNull, 'admin');
    return inTransaction(this.ds, async (tx) => {
      const [used] = await tx.query(`SELECT 1 FROM shelter WHERE region_id = $1 AND archived_at IS NULL LIMIT 1`, [regionId]);
      if (used) throw bad(MESSAGES.BAD_USER_INPUT.regionHasShelters);
      const [row]: AdminRegionView[] = await tx.query(
        `WITH c AS (UPDATE region SET archived_at = COALESCE(archived_at, now()) WHERE id = $1 RETURNING id, name, true AS archived) SELECT * FROM c`,
        [regionId],
      );
      if (!row) throw new AppError('NOT_FOUND');
      await audit(tx, actor, 'region_archived', 'region', regionId);
      return row;
    });
  }

  // ---- shelters ---------------------------------------------------------------------------------

  async shelters(actor: Actor | null, search?: unknown): Promise<AdminShelterView[]> {
    requireGroup(actor, 'admin');
    const rows: ShelterAdminRow[] = await this.ds.query(
      `${SHELTER_ADMIN_SQL} WHERE ($1::text IS NULL OR s.name ILIKE $1 OR s.city ILIKE $1 OR r.name ILIKE $1)
       ORDER BY s.archived_at IS NOT NULL, s.name, s.id LIMIT ${MAX_LIST}`,
      [searchPattern(search)],
    );
    return rows.map(toShelter);
  }

  private async validShelter(tx: EntityManager, input: ShelterInput) {
    const v = {
      name: text(input.name, 'Namn', { required: true }),
      // The address rules the host's Härberget uses too (issue 19).
      ...(checkShelterAddress(input, true) as ShelterAddress),
      regionId: id(input.regionId, 'Region'),
      image: text(input.image, 'Bild', { max: 500 }) || null,
      // What a guest needs to get there (issue 18 §6); only the keys given.
      ...checkShelterFacts(input),
    };
    if (v.image !== null && !/^(https:\/\/|\/)[^\s"'<>]*$/.test(v.image)) throw bad(MESSAGES.BAD_USER_INPUT.image);
    const [region] = await tx.query(`SELECT 1 FROM region WHERE id = $1 AND archived_at IS NULL`, [v.regionId]);
    if (!region) throw bad(MESSAGES.BAD_USER_INPUT.regionMissing);
    return v;
  }

  private async shelterIn(tx: EntityManager, shelterId: number): Promise<AdminShelterView> {
    const [row]: ShelterAdminRow[] = await tx.query(`${SHELTER_ADMIN_SQL} WHERE s.id = $1`, [shelterId]);
    if (!row) throw new AppError('NOT_FOUND');
    return toShelter(row);
  }

  async createShelter(actorOrNull: Actor | null, input: ShelterInput): Promise<AdminShelterView> {
    const actor = requireGroup(actorOrNull, 'admin');
    return inTransaction(this.ds, async (tx) => {
      const v = await this.validShelter(tx, input);
      const facts = factColumns(v);
      const { id: shelterId } = one<{ id: number }>(
        await tx.query(
          `INSERT INTO shelter (name, street, postcode, city, region_id, image${facts.map((f) => `, ${f.column}`).join('')})
           VALUES ($1, $2, $3, $4, $5, $6${facts.map((_, i) => `, $${7 + i}`).join('')}) RETURNING id`,
          [v.name, v.street, v.postcode, v.city, v.regionId, v.image, ...facts.map((f) => f.value)],
        ),
      );
      await audit(tx, actor, 'shelter_created', 'shelter', shelterId, v);
      return this.shelterIn(tx, shelterId);
    });
  }

  async updateShelter(actorOrNull: Actor | null, shelterId: number, input: ShelterInput): Promise<AdminShelterView> {
    const actor = requireGroup(actorOrNull, 'admin');
    return inTransaction(this.ds, async (tx) => {
      const v = await this.validShelter(tx, input);
      const facts = factColumns(v);
      const done = await tx.query(
        `UPDATE shelter SET name = $2, street = $3, postcode = $4, city = $5, region_id = $6, image = $7${facts
          .map((f, i) => `, ${f.column} = $${8 + i}`)
          .join('')}
          WHERE id = $1 AND archived_at IS NULL RETURNING id`,
        [shelterId, v.name, v.street, v.postcode, v.city, v.regionId, v.image, ...facts.map((f) => f.value)],
      );
      if (done.length === 0) throw new AppError('NOT_FOUND');
      await audit(tx, actor, 'shelter_updated', 'shelter', shelterId, v);
      return this.shelterIn(tx, shelterId);
    });
  }

  /** Archives a shelter: refused while it has rooms or services that are not archived (archive them first). */
  async archiveShelter(actorOrNull: Actor | null, shelterId: number): Promise<AdminShelterView> {
    const actor = requireGroup(actorOrNull, 'admin');
    return inTransaction(this.ds, async (tx) => {
      const [s] = await tx.query(`SELECT id FROM shelter WHERE id = $1 AND archived_at IS NULL FOR UPDATE`, [shelterId]);
      if (!s) throw new AppError('NOT_FOUND');
      const [used] = await tx.query(`SELECT 1 FROM product WHERE shelter_id = $1 AND archived_at IS NULL LIMIT 1`, [shelterId]);
      if (used) throw new AppError('PRODUCT_IN_USE', MESSAGES.PRODUCT_IN_USE.shelterHasRooms);
      await tx.query(`UPDATE shelter SET archived_at = now() WHERE id = $1`, [shelterId]);
      await audit(tx, actor, 'shelter_archived', 'shelter', shelterId);
      return this.shelterIn(tx, shelterId);
    });
  }
}

declare module '../platform/services' {
  interface Services {
    adminShelters: AdminShelterService;
  }
}
