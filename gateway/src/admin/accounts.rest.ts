import { Router } from 'express';
import { ROLES } from '../domain/roles';
import { parseId } from '../platform/ids';
import { shim } from '../platform/rest/http';
import type { AccountView } from './admin.rules';

/** An account as REST answers it (snake_case, as the other shims). */
const accountWire = (a: AccountView) => ({
  id: a.id,
  email: a.email,
  first_name: a.firstName,
  last_name: a.lastName,
  groups: a.groups,
  active: a.active,
  invitation_pending: a.invitationPending,
  must_change_password: a.mustChangePassword,
});

/**
 * Deactivation over REST (issue 20 §6): POST api/admin/accounts/{id}/deactivate/ and
 * …/reactivate/, the same service calls as the GraphQL mutations (admin only, audited).
 */
export function adminAccountRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.post(
    '/admin/accounts/:id/deactivate',
    shim(ROLES.admin, async ({ services, actor, req }) =>
      accountWire(await services.adminAccounts.deactivateAccount(actor, parseId(req.params.id as string))),
    ),
  );
  r.post(
    '/admin/accounts/:id/reactivate',
    shim(ROLES.admin, async ({ services, actor, req }) =>
      accountWire(await services.adminAccounts.reactivateAccount(actor, parseId(req.params.id as string))),
    ),
  );
  return r;
}
