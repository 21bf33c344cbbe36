/**
 * The administration's audit trail (admin_event): one writer for every feature (issue 31 §3).
 * Each event is written inside the transaction of the change it records, so a change and its
 * event commit together or not at all. Read back by admin/audit.service.ts.
 */
import type { EntityManager } from 'typeorm';

export interface AuditEvent {
  /** Who did it (null: nobody signed in, e.g. the command line's first admin before it exists). */
  actorId: number | null;
  /** What was done, in snake_case: 'price_set', 'shelter_profile_updated', … */
  action: string;
  /** The kind of record: 'shelter', 'product', 'region', 'account', 'guest_bar', … */
  entity: string;
  entityId: number | null;
  /** What changed, as JSON (never a password or a secret). */
  detail?: unknown;
}

export async function recordAudit(tx: Pick<EntityManager, 'query'>, e: AuditEvent): Promise<void> {
  await tx.query(`INSERT INTO admin_event (actor_id, action, entity, entity_id, detail) VALUES ($1, $2, $3, $4, $5)`, [
    e.actorId,
    e.action,
    e.entity,
    e.entityId,
    JSON.stringify(e.detail ?? {}),
  ]);
}
