/**
 * Härberget (issue 19 §5): host staff edit their own shelter's public profile — the address, the
 * facts a guest reads (checkShelterFacts: phone, check-in window, house rules, criteria,
 * coordinates) — with the same rules as the admin's updateShelter (`checkShelterAddress` here is
 * the admin's too). A field left out stays as it is; bad input changes nothing. Every edit is an
 * audit event (admin_event, like the admin's edits), in the same transaction.
 */
import type { DataSource } from 'typeorm';
import type { Actor } from '../domain/actor';
import { AppError } from '../platform/errors';
import { inTransaction } from '../platform/db/database';
import { checkShelterFacts } from './shelter.rules';
import { factValue, SHELTER_FACT_COLUMNS, SHELTER_SQL, type ShelterRow, toShelterView } from './shelter.sql';
import { type ShelterFacts, type ShelterView } from './shelter.view';
import { recordAudit } from '../platform/audit';
import { hostShelterOf } from '../platform/scope';
import { checkShelterAddress } from './shelter.rules';
import { ShelterProfileInput } from './shelter.rules';

export class ShelterProfileService {
  constructor(private readonly ds: DataSource) {}

  /** Host staff's own shelter, edited (HOST_NOT_FOUND without one or when it is archived). */
  async updateMine(actorOrNull: Actor | null, input: ShelterProfileInput): Promise<ShelterView> {
    const { actor, shelterId } = hostShelterOf(actorOrNull);
    const v = { ...checkShelterAddress(input), ...checkShelterFacts(input) };
    const sets: { column: string; value: unknown }[] = [];
    for (const key of ['street', 'postcode', 'city'] as const) if (v[key] !== undefined) sets.push({ column: key, value: v[key] });
    for (const [key, column] of Object.entries(SHELTER_FACT_COLUMNS) as [keyof ShelterFacts, string][]) {
      if (v[key] !== undefined) sets.push({ column, value: factValue(key, v[key] as ShelterFacts[typeof key]) });
    }
    return inTransaction(this.ds, async (tx) => {
      const done: unknown[] = await tx.query(
        // An UPDATE's answer through TypeORM is [rows, count]: the rows are read through a CTE.
        `WITH c AS (UPDATE shelter SET ${['id = id', ...sets.map((s, i) => `${s.column} = $${i + 2}`)].join(', ')}
          WHERE id = $1 AND archived_at IS NULL RETURNING id) SELECT id FROM c`,
        [shelterId, ...sets.map((s) => s.value)],
      );
      if (done.length === 0) throw new AppError('HOST_NOT_FOUND');
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'shelter_profile_updated',
        entity: 'shelter',
        entityId: shelterId,
        detail: v,
      });
      const [row]: ShelterRow[] = await tx.query(`${SHELTER_SQL} WHERE s.id = $1`, [shelterId]);
      return toShelterView(row as ShelterRow);
    });
  }
}

declare module '../platform/services' {
  interface Services {
    shelterProfile: ShelterProfileService;
  }
}
