/**
 * The built web, fast on a weak connection (issue 17 §1–2):
 * - every text file exists as .br and .gz next to it (vite-plugin-compression2 at build time), and
 *   express-static-gzip sends the best one the client accepts (brotli, then gzip, else the file)
 *   with `Vary: Accept-Encoding`;
 * - hashed files under assets/ never change: cached for a year, `immutable`; everything else
 *   (the pages, the service worker sw.js, manifest.webmanifest, the icons) is revalidated on every
 *   use (`no-cache`, with its ETag), so a new version, and a new service worker, is picked up on
 *   the next visit;
 * - API answers (JSON, the OpenAPI document, CSV) are compressed on the fly above 1 KB (`compression`).
 */
import * as path from 'node:path';
import type { RequestHandler } from 'express';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Above this size an API answer is compressed (smaller ones gain nothing on the wire). */
export const COMPRESS_ABOVE_BYTES = 1024;

export interface WebAssets {
  /** Serves the files of the built web (index: none; unknown paths fall through). */
  files: RequestHandler;
  /** Serves one file of the built web (e.g. index.html for every client-side route). */
  file(name: string): RequestHandler;
}

export function webAssets(webDist: string): WebAssets {
  const assetsDir = path.join(path.resolve(webDist), 'assets') + path.sep;
  const files = expressStaticGzip(webDist, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('Cache-Control', path.resolve(filePath).startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    },
  });
  return {
    files,
    file: (name) => (req, res, next) => {
      req.url = `/${name}`;
      files(req, res, next);
    },
  };
}

/** Dynamic answers (REST, GraphQL, the OpenAPI document), brotli or gzip by Accept-Encoding. */
export const compressAnswers = (): RequestHandler => compression({ threshold: COMPRESS_ABOVE_BYTES });
