/**
 * Integrators (issue 8): the self-hosted GraphiQL page at /graphiql with its own CSP, and the
 * OpenAPI document (/api/openapi.json) with its offline HTML page (/api/docs).
 */
import { webAssets } from '../../platform/web-assets';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Router, type RequestHandler } from 'express';
import helmet from 'helmet';
import { openApiDocument } from './openapi';
import { openApiHtml } from './openapi-html';

/**
 * /graphiql: the page Vite built from web/graphiql.html. Its CSP is the app's plus what GraphiQL's
 * CodeMirror editor needs: inline styles (already allowed app-wide) and nothing else from outside
 * our origin; fonts are data: URLs in its stylesheet. Mounted before the global security headers.
 */
export function graphiqlRoute(webDist: string | null | undefined): Router {
  const r = Router({ caseSensitive: true });
  const csp: RequestHandler = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const page = webDist && fs.existsSync(path.join(webDist, 'graphiql.html')) ? webAssets(webDist).file('graphiql.html') : null;
  r.get(['/graphiql', '/graphiql/'], csp, (req, res, next) => {
    if (!page) {
      res.status(404).type('text/plain').send('GraphiQL is not built: run `npm run build`.');
      return;
    }
    page(req, res, next);
  });
  return r;
}

/** /api/openapi.json and /api/docs (mounted inside the /api router). */
export function openApiRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument());
  });
  r.get(['/docs', '/docs/'], (_req, res) => {
    res.type('html').send(openApiHtml(openApiDocument()));
  });
  return r;
}
