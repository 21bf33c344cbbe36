/** OpenAPI: the guest feature's REST operations and wire shapes, assembled by app/integrators/openapi.ts. */
import { ref, arrayOf, obj, str, int, nullable, type Operations, type Schemas } from '../platform/rest/openapi';
import { ROLES } from '../domain/roles';

/** The operations of this feature's REST shims, with the same role lists the shims check. */
export const operations: Operations = {
  '/api/volunteer/guest/list': { get: { summary: 'Guests (id, names, UNO).', role: ROLES.volunteer, ok: arrayOf(ref('Guest')) } },
  '/api/volunteer/guest/create': {
    post: {
      summary: 'Create a guest without login.',
      role: ROLES.volunteer,
      body: obj(
        {
          first_name: str,
          last_name: str,
          uno: { type: 'string', pattern: '^[0-9]{4}$' },
          gender: nullable({
            type: 'string',
            enum: ['K', 'M', 'N'],
            description: 'K woman, M man; N (or none) not stated: only K is offered the women-only rooms.',
          }),
          phone: nullable({ type: 'string', description: "Optional Swedish mobile number: the guest's login phone (issue 36)." }),
          region: nullable({
            type: 'string',
            description: "The guest's home region by name (issue 35 §1); 400 'Regionen finns inte.' when unknown.",
          }),
        },
        ['first_name', 'last_name', 'uno'],
      ),
      bodyRequired: true,
      ok: ref('Guest'),
      errors: [400, 409],
    },
  },
  '/api/volunteer/guest/search': {
    get: {
      summary: 'Exact, case-insensitive match on every field given.',
      role: ROLES.volunteer,
      params: [
        { name: 'first_name', in: 'query', schema: str, description: 'First name.' },
        { name: 'last_name', in: 'query', schema: str, description: 'Last name.' },
        { name: 'uno', in: 'query', schema: str, description: 'UNO code.' },
        {
          name: 'unokod',
          in: 'query',
          schema: str,
          description: "UNO code, under the name the original's newest client sends (issue 35 §1).",
        },
      ],
      ok: arrayOf(ref('Guest')),
      errors: [400, 404],
    },
  },
};

/** The wire shapes this feature answers with. */
export const schemas: Schemas = {
  Guest: obj({
    id: int,
    first_name: str,
    last_name: str,
    uno: nullable(str),
    unokod: { ...nullable(str), description: "The same as `uno` (the original's newest client reads this name; issue 35 §1)." },
    region_name: { ...nullable(str), description: "The guest's home region, when known (issue 35 §1)." },
  }),
};
