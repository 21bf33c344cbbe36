/** OpenAPI: Ikväll's CSV (issue 19), merged into the staff feature's operations. */
import { str, type Operations } from '../platform/rest/openapi';
import { ROLES } from '../domain/roles';

export const operations: Operations = {
  '/api/host/tonight.csv': {
    get: {
      summary: "Ikväll as CSV (a download): tonight's guests per room of the host's shelter, checked in, expected and no-shows.",
      role: ROLES.host,
      ok: str,
      okContent: 'text/csv',
      errors: [404],
    },
  },
};
