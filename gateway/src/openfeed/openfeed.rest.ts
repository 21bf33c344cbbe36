import { createHash } from 'node:crypto';
import { Router } from 'express';
import { shim } from '../platform/rest/http';

/** How long a copy may be served without asking again: short, so the numbers stay live. */
export const OPEN_FEED_MAX_AGE_SECONDS = 30;

/**
 * The open feed of free beds tonight (issue 37): anonymous, cacheable (public, 30 s, an ETag that
 * changes only when the numbers do; If-None-Match answers 304), readable from any site (CORS *).
 */
export function openFeedRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/open/beds',
    shim('public', async ({ req, res, services }) => {
      const feed = await services.openFeed.feed(req.ip);
      // The tag of the numbers, not of the moment they were read (generated_at, updated).
      const numbers = JSON.stringify(feed, (key, value: unknown) => (key === 'generated_at' || key === 'updated' ? undefined : value));
      const etag = `"${createHash('sha256').update(numbers).digest('base64url').slice(0, 27)}"`;
      res.set({
        'Cache-Control': `public, max-age=${OPEN_FEED_MAX_AGE_SECONDS}, stale-while-revalidate=${OPEN_FEED_MAX_AGE_SECONDS}`,
        ETag: etag,
        'Access-Control-Allow-Origin': '*',
        Vary: 'Accept-Encoding',
      });
      if (req.headers['if-none-match'] === etag) {
        res.status(304).end();
        return undefined;
      }
      return feed;
    }),
  );
  return r;
}
