/**
 * Administration (issue 10, DESIGN §3): the `admin` group manages shelters, regions, rooms,
 * staff accounts, caseworker assignments and guest records. It takes no booking decisions. Every
 * change is an audit event (admin_event: who, what, when) written in the same transaction as the
 * change. One service per thing managed: shelters.service.ts (regions and shelters),
 * rooms.service.ts, accounts.service.ts (accounts and caseworker assignments), guests.service.ts,
 * audit.service.ts; this file (admin.rules.ts) holds their shared input rules, views, SQL and the audit writer.
 */
import type { EntityManager } from 'typeorm';
import type { Actor } from '../domain/actor';
import { type Group, isGroup } from '../domain/roles';
import { sqlConstraint, sqlState } from '../platform/errors';
import { type ShelterFactsInput } from '../shelter/shelter.rules';
import { shelterFactsSql, toShelterFacts } from '../shelter/shelter.sql';
import { type RegionView, type ShelterFacts, type ShelterView } from '../shelter/shelter.view';
import { MESSAGES } from '../platform/messages';
import { recordAudit } from '../platform/audit';
import { bad, idField, text, validateEmail } from '../platform/validate';

export const MAX_LIST = 200;
/** Groups an admin can give an account; guests (`user`) get theirs through the guest flows. */
export const STAFF_GROUPS = ['host', 'caseworker', 'volunteer', 'admin'] as const satisfies readonly Group[];

export interface AdminRegionView extends RegionView {
  archived: boolean;
}

export interface AdminShelterView extends ShelterView {
  archived: boolean;
}

/** A shelter's fields as the admin sends them; the facts for guests (issue 18 §6) stay as they are when left out. */
export interface ShelterInput extends ShelterFactsInput {
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
  /** False once an admin has deactivated the account (issue 20 §6). */
  active: boolean;
  /** An invitation link was sent and not used yet: the person has no password of their own yet. */
  invitationPending: boolean;
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

export function validateAccount(input: AccountInput): {
  email: string;
  firstName: string;
  lastName: string;
  groups: Group[];
  shelterId: number | null;
} {
  const email = validateEmail(input.email);
  const firstName = text(input.firstName, 'Förnamn', { required: true, max: 100 });
  const lastName = text(input.lastName, 'Efternamn', { required: true, max: 100 });
  if (!Array.isArray(input.groups)) throw bad(MESSAGES.BAD_USER_INPUT.groupsRequired);
  const groups: Group[] = [];
  for (const g of input.groups) {
    if (!isGroup(g) || !(STAFF_GROUPS as readonly string[]).includes(g)) throw bad(MESSAGES.BAD_USER_INPUT.unknownGroup);
    if (!groups.includes(g)) groups.push(g);
  }
  const hasShelter = input.shelterId !== undefined && input.shelterId !== null && input.shelterId !== '';
  if (groups.includes('host') && !hasShelter) throw bad(MESSAGES.BAD_USER_INPUT.hostNeedsShelter);
  if (!groups.includes('host') && hasShelter) throw bad(MESSAGES.BAD_USER_INPUT.onlyHostHasShelter);
  return { email, firstName, lastName, groups, shelterId: hasShelter ? idField(input.shelterId, 'Boställe') : null };
}

export const SHELTER_ADMIN_SQL = `
  SELECT s.id, s.name, s.street, s.postcode, s.city, s.image, s.archived_at IS NOT NULL AS archived,
         r.id AS region_id, r.name AS region_name, ${shelterFactsSql('s')} AS facts
    FROM shelter s JOIN region r ON r.id = s.region_id`;

export interface ShelterAdminRow {
  id: number;
  name: string;
  street: string;
  postcode: string;
  city: string;
  image: string | null;
  archived: boolean;
  region_id: number;
  region_name: string;
  facts: ShelterFacts | string;
}

export const toShelter = (r: ShelterAdminRow): AdminShelterView => ({
  id: r.id,
  name: r.name,
  street: r.street,
  postcode: r.postcode,
  city: r.city,
  image: r.image,
  archived: r.archived,
  region: { id: r.region_id, name: r.region_name },
  ...toShelterFacts(r.facts),
});

export const ACCOUNT_SQL = `
  SELECT u.id, u.email, u.first_name, u.last_name, u.groups, u.must_change_password,
         u.deactivated_at IS NULL AS active,
         (EXISTS (SELECT 1 FROM account_token t WHERE t.user_id = u.id AND t.purpose = 'invitation' AND t.used_at IS NULL)
          -- An invitation still in the outbox: its link is made as it is sent (issue 29 §6).
          OR EXISTS (SELECT 1 FROM outbox_message o
                      WHERE o.recipient_id = u.id AND o.template = 'account.invitation' AND o.status = 'pending')) AS invited,
         s.id AS shelter_id, s.name AS shelter_name,
         COALESCE((SELECT json_agg(json_build_object('id', a.id, 'name', a.name) ORDER BY a.name, a.id)
                     FROM caseworker_shelter cs JOIN shelter a ON a.id = cs.shelter_id WHERE cs.user_id = u.id), '[]') AS assigned
    FROM app_user u LEFT JOIN shelter s ON s.id = u.shelter_id`;

export interface AccountRow {
  id: number;
  email: string | null;
  first_name: string;
  last_name: string;
  groups: string[];
  must_change_password: boolean;
  active: boolean;
  invited: boolean;
  shelter_id: number | null;
  shelter_name: string | null;
  assigned: { id: number; name: string }[] | string;
}

export const toAccount = (r: AccountRow): AccountView => {
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
    active: r.active,
    invitationPending: r.invited,
  };
};

export function emailTaken(e: unknown): boolean {
  return sqlState(e) === '23505' && sqlConstraint(e) === 'app_user_email_key';
}

/** One audit event, inside the change's transaction. */
export async function audit(
  tx: EntityManager,
  actor: Actor,
  action: string,
  entity: string,
  entityId: number | null,
  detail: unknown = {},
): Promise<void> {
  await recordAudit(tx, { actorId: actor.userId, action, entity, entityId, detail });
}
