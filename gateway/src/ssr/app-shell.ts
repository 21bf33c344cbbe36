/**
 * The app's shell (index.html) for a browser with a session (issue 34 §2): it names the logged-in
 * app's chunk and the chunks it imports as modulepreloads, so a phone fetches them together with
 * the first chunk instead of after the session probe has answered: one round trip less before a
 * staff page can render (Lighthouse's LCP on /host 3.5–3.8 s → 3.3 s on this machine). Without a
 * session the static index.html answers as before: a visitor at /register needs none of it.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { RequestHandler } from 'express';
import { readSessionToken } from '../platform/session-cookie';
import { compressAnswers, REVALIDATE } from '../platform/web-assets';
import { readWebManifest, withHeadLinks } from './web-manifest';

/** The logged-in app's module (web/src/app/runtime.tsx), which SessionRoot loads once somebody is logged in. */
export const APP_MODULE = 'src/app/runtime.tsx';

export function loggedInShell(webDist: string): RequestHandler {
  const html = withHeadLinks(fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'), {
    modules: readWebManifest(webDist).closure([APP_MODULE]).js,
  });
  const compress = compressAnswers();
  return (req, res, next) => {
    if (!readSessionToken(req)) return next();
    compress(req, res, () => {
      // Revalidated on every use, as the static shell: a new version is picked up on the next visit.
      res.setHeader('Cache-Control', REVALIDATE);
      res.type('html').send(html);
    });
  };
}
