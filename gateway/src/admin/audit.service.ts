/** The administration's audit trail (admin_event), read back. */
import type { DataSource } from 'typeorm';
import type { Actor } from '../domain/actor';
import { requireGroup } from '../platform/gate';
import { MAX_LIST, AdminEventView } from './admin.rules';
export class AdminAuditService {
  constructor(private readonly ds: DataSource) {}

  // ---- audit ------------------------------------------------------------------------------------

  async events(actor: Actor | null, limit = 50): Promise<AdminEventView[]> {
    requireGroup(actor, 'admin');
    const n = Math.min(Math.max(Math.trunc(limit) || 50, 1), MAX_LIST);
    return this.ds.query(
      `SELECT e.id::int AS id, e.at, COALESCE(u.first_name || ' ' || u.last_name, '') AS "actorName", e.action, e.entity, e.entity_id AS "entityId"
         FROM admin_event e LEFT JOIN app_user u ON u.id = e.actor_id
        ORDER BY e.at DESC, e.id DESC LIMIT $1`,
      [n],
    );
  }
}

declare module '../platform/services' {
  interface Services {
    adminAudit: AdminAuditService;
  }
}
