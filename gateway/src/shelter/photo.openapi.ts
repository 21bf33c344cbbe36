/** OpenAPI: the shelter photo's REST operations (issue 19 §5), assembled by app/integrators/openapi.ts. */
import { obj, str, idParam, type Operations } from '../platform/rest/openapi';
import { ROLES } from '../domain/roles';

export const photoOperations: Operations = {
  '/api/host/shelter/photo': {
    post: {
      summary: "Upload the photo of the host's own shelter.",
      description:
        "The body is the image itself (JPEG, PNG or WebP, at most 8 MB; the format is read from the bytes). It is resized to at most 1,200 px wide plus a 400 px thumbnail and re-encoded as JPEG without metadata; the shelter's image then points at it. 400 with a Swedish text when it is no such image, 413 when it is too large; nothing is stored then.",
      role: ROLES.host,
      ok: obj({ image: str }),
      errors: [400, 404, 413],
    },
  },
  '/api/admin/shelters/{id}/photo': {
    post: {
      summary: "Upload a shelter's photo (admin).",
      description: 'As POST /api/host/shelter/photo, for any shelter that is not archived.',
      role: ROLES.admin,
      params: [idParam('Shelter id.')],
      ok: obj({ image: str }),
      errors: [400, 404, 413],
    },
  },
  '/api/shelters/{id}/photo': {
    get: {
      summary: "A shelter's photo (JPEG).",
      description:
        'Public. `?size=thumb` for the 400 px thumbnail. Cache-Control public (a year when `v` is the current version, else five minutes) and an ETag; 304 on a matching If-None-Match.',
      role: 'public',
      params: [
        idParam('Shelter id.'),
        { name: 'size', in: 'query', schema: { type: 'string', enum: ['thumb'] }, description: 'thumb: the 400 px thumbnail.' },
        { name: 'v', in: 'query', schema: str, description: "The photo's version, as in the shelter's image address." },
      ],
      ok: { type: 'string', format: 'binary' },
      okContent: 'image/jpeg',
      errors: [404],
    },
  },
};
