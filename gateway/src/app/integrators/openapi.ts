/**
 * The OpenAPI 3.1 document of the REST shims (issue 8 §3, DESIGN §12), served at /api/openapi.json:
 * assembled from the operations and wire shapes each feature declares beside its shims
 * (`<feature>/<feature>.openapi.ts`). openapi.test.ts calls every path and validates the real
 * answers against these schemas, and fails when a route registered under /api is missing here.
 */
import { bool, buildOpenApiDocument, obj, type Operations, type Schemas } from '../../platform/rest/openapi';
import { FEATURES } from '../features';

/** The app's own route (app.ts). */
const APP_OPERATIONS: Operations = {
  '/api/health': { get: { summary: 'Liveness check.', role: 'public', ok: obj({ ok: bool }) } },
  '/api/ready': {
    get: {
      summary:
        'Readiness check: 200 when the database answers and every migration has run; 503 `{ ok: false, status }` while starting, draining or without a database.',
      role: 'public',
      ok: obj({ ok: bool }),
    },
  },
};

let cached: Record<string, unknown> | undefined;

/** The OpenAPI 3.1 document (built once). */
export function openApiDocument(): Record<string, unknown> {
  if (!cached) {
    const operations: Operations = { ...APP_OPERATIONS };
    const schemas: Schemas = {};
    for (const f of FEATURES) {
      for (const [path, methods] of Object.entries(f.openapi?.operations ?? {})) operations[path] = { ...operations[path], ...methods };
      Object.assign(schemas, f.openapi?.schemas);
    }
    cached = buildOpenApiDocument(operations, schemas);
  }
  return cached;
}
