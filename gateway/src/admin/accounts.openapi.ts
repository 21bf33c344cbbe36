/** OpenAPI: the admin's account REST operations (issue 20 §6), assembled by app/integrators/openapi.ts. */
import { arrayOf, bool, idParam, int, obj, ref, str, type Operations, type Schemas } from '../platform/rest/openapi';
import { ROLES } from '../domain/roles';

export const operations: Operations = {
  '/api/admin/accounts/{id}/deactivate/': {
    post: {
      summary: 'Deactivate an account (admin).',
      description:
        'The account cannot log in any more (ACCOUNT_DEACTIVATED), all its sessions end at once and its unused links stop working. Any account with a login, never your own (400). Audited; deactivating a deactivated account changes nothing.',
      role: ROLES.admin,
      params: [idParam('User id.')],
      ok: ref('AdminAccount'),
      errors: [400, 404],
    },
  },
  '/api/admin/accounts/{id}/reactivate/': {
    post: {
      summary: 'Reactivate a deactivated account (admin).',
      description: 'It may log in again with its password. Audited; reactivating an active account changes nothing.',
      role: ROLES.admin,
      params: [idParam('User id.')],
      ok: ref('AdminAccount'),
      errors: [404],
    },
  },
};

export const schemas: Schemas = {
  AdminAccount: obj({
    id: int,
    email: str,
    first_name: str,
    last_name: str,
    groups: arrayOf(str),
    active: bool,
    invitation_pending: bool,
    must_change_password: bool,
  }),
};
