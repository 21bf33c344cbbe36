import express, { type RequestHandler, Router } from 'express';
import { ROLES } from '../domain/roles';
import { parseId } from '../platform/ids';
import { AppError } from '../platform/errors';
import { MESSAGES } from '../platform/messages';
import { requestScope } from '../platform/request-scope';
import { shim, stateOf, type ShimHandler } from '../platform/rest/http';
import { MAX_PHOTO_BYTES, MAX_PHOTO_MB } from './photo.rules';

/** A year: the address carries the photo's version, so a new photo is a new address. */
export const PHOTO_MAX_AGE_VERSIONED = 31_536_000;
/** Without the current version in the address (an old link, a hand-typed one): five minutes. */
export const PHOTO_MAX_AGE = 300;

/**
 * The photo's bytes as the body, whatever its Content-Type (the service reads the format from the
 * bytes): at most MAX_PHOTO_BYTES, else 413 with the photo's own Swedish text. The request scope
 * is entered again after the body, as the app does after its JSON parser (platform/request-scope.ts).
 */
const photoBody: RequestHandler = (req, res, next) => {
  express.raw({ type: () => true, limit: MAX_PHOTO_BYTES })(req, res, (err?: unknown) => {
    if (err) {
      const status = typeof err === 'object' && err !== null && 'status' in err ? Number((err as { status: unknown }).status) : NaN;
      return next(status === 413 ? new AppError('PAYLOAD_TOO_LARGE', MESSAGES.PAYLOAD_TOO_LARGE.photo(MAX_PHOTO_MB)) : err);
    }
    requestScope(req, res, next);
  });
};

/** GET /api/shelters/{id}/photo[?size=thumb][&v=version]: public, cached, with an ETag (304 on If-None-Match). */
const servePhoto: ShimHandler = Object.assign(
  (async (req, res, next) => {
    try {
      const id = parseId(req.params.id as string);
      const size = req.query.size === 'thumb' ? 'thumb' : 'full';
      const photo = await stateOf(res).services.shelterPhotos.get(id, size);
      const versioned = req.query.v === photo.version;
      res.set({
        'Cache-Control': versioned ? `public, max-age=${PHOTO_MAX_AGE_VERSIONED}, immutable` : `public, max-age=${PHOTO_MAX_AGE}`,
        ETag: photo.etag,
      });
      const asked = req.get('if-none-match');
      if (asked !== undefined && asked.split(',').some((t) => t.trim().replace(/^W\//, '') === photo.etag)) {
        res.status(304).end();
        return;
      }
      res.status(200).type(photo.contentType).send(photo.body);
    } catch (e) {
      next(e);
    }
  }) as RequestHandler,
  { roles: 'public' as const },
);

/** The shelter's photo (issue 19 §5): the host's upload and everyone's download. */
export function photoRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.post(
    '/host/shelter/photo',
    photoBody,
    shim(ROLES.host, async ({ services, actor, req }) => services.shelterPhotos.upload(actor, req.body)),
  );
  // The admin's upload for any shelter (the admin's shelter form, issue 19 §5).
  r.post(
    '/admin/shelters/:id/photo',
    photoBody,
    shim(ROLES.admin, async ({ services, actor, req }) =>
      services.shelterPhotos.uploadFor(actor, parseId(req.params.id as string), req.body),
    ),
  );
  r.get('/shelters/:id/photo', servePhoto);
  return r;
}
