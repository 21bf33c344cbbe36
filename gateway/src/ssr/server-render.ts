/**
 * The pages rendered on the server (issue 34 §1 and §3; docs/ARCHITECTURE.md "Server-rendered
 * pages"): the guest's, and the host's and caseworker's main pages. The web's second build
 * (web/src/entry-server.tsx → web/dist-ssr/entry-server.cjs) renders the same components the
 * browser does; this file loads it at start, when it is there, and answers a GET of one of its
 * pages from a browser with a session cookie with that page, in the built index.html's frame (its
 * script and style tags, so the page hydrates). Whoever may not see the page (nobody, another
 * group), every other path, and any failure get the app shell as before.
 *
 * The page's queries go to this gateway's own /graphql over loopback HTTP with the request's
 * cookie: the same rules, scope and limits as the browser's own queries, by construction.
 */
import * as fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import type { Request, RequestHandler } from 'express';
import { readSessionToken } from '../platform/session-cookie';
import { logError } from '../platform/log';
import { readWebManifest, withHeadLinks } from './web-manifest';
import { REVALIDATE } from '../platform/web-assets';

/** What web/src/entry-server.tsx exports (its RenderRequest and RenderResult). */
export interface SsrBundle {
  isServerRendered(pathname: string): boolean;
  /** The source modules of the pages' chunks (keys of the web's Vite manifest). */
  serverRenderedModules(): string[];
  /** The `<meta name>` listing the chunks the page fetches once it has painted (web/src/lib/after-paint.ts). */
  afterPaintMeta: string;
  render(request: {
    url: string;
    cookie: string;
    graphqlUrl: string;
    acceptLanguage?: string;
    formKey: string;
    headers?: Record<string, string>;
  }): Promise<
    | { kind: 'page'; html: string; language: string; dir: 'ltr' | 'rtl'; state: string; module: string }
    | { kind: 'shell'; errors?: string[] }
  >;
}

/** Server-rendered pages may hold a guest's own data: never kept by a shared cache, nor by the browser. */
export const SSR_CACHE_CONTROL = 'private, no-store';

/** Where the server build lies: web/dist-ssr beside web/dist (NOQ_WEB_SSR overrides). */
export const ssrBundlePath = (webDist: string, env: NodeJS.ProcessEnv = process.env): string =>
  env.NOQ_WEB_SSR ?? path.join(path.dirname(path.resolve(webDist)), 'dist-ssr', 'entry-server.cjs');

/** The server build, or null when it was not built (the app shell is served as before). */
export function loadSsrBundle(file: string): SsrBundle | null {
  if (!fs.existsSync(file)) return null;
  return createRequire(__filename)(file) as SsrBundle;
}

/**
 * The built index.html split around `<div id="root">`, with the style sheets a page needs without
 * JavaScript (the logged-in app's and those of `pageModule`'s chunk, which the browser adds with
 * the chunk otherwise) and the chunks hydration loads first named in its head, for after the first paint.
 */
export function pageFrame(webDist: string, pageModule: string, afterPaintMeta: string): { head: string; tail: string } {
  const manifest = readWebManifest(webDist);
  const withLinks = withHeadLinks(fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'), {
    stylesheets: manifest.closure(['src/app/runtime.tsx', pageModule]).css,
    // What hydration fetches, its own chunk, the logged-in app's, the page's and every chunk they
    // import (so Vite's preload helper adds no link of its own then): named for once the page has
    // painted, not as modulepreloads the browser would fetch before it (docs/DECISIONS.md "The
    // page before its hydration").
    afterPaint: { meta: afterPaintMeta, files: manifest.closure(['src/app/hydrate.tsx', 'src/app/runtime.tsx', pageModule]).js },
  });
  const root = '<div id="root"></div>';
  const at = withLinks.indexOf(root);
  if (!withLinks.includes('</head>')) throw new Error('web/dist/index.html has no </head>');
  if (at < 0) throw new Error('web/dist/index.html has no <div id="root"></div>');
  return {
    head: withLinks.slice(0, at).replace('</head>', `${NO_SCRIPT_MENU}</head>`),
    // The shell's word for a browser without JavaScript: this page is readable without it.
    tail: withLinks.slice(at + root.length).replace(SHELL_NO_SCRIPT, ''),
  };
}

/** What the app's shell (web/index.html) shows without JavaScript: the way to the login page. */
export const SHELL_NO_SCRIPT = /<noscript id="noq-noscript">[\s\S]*?<\/noscript>\s*/;

/**
 * The shell with its noscript link to the login page naming `url` as `next` (the login form goes
 * there once logged in: auth/login-form.ts). `encodeURIComponent` leaves nothing an attribute
 * would need escaped.
 */
export const shellLeadingBack = (shell: string, url: string): string =>
  shell.replace(
    /(<noscript id="noq-noscript">[\s\S]*?<a href=")\/login"/,
    (_, start: string) => `${start}/login?next=${encodeURIComponent(url)}"`,
  );

/**
 * Without JavaScript, the phone's menu toggle cannot open the side menu: the menu (with its links
 * and "Logga ut", a form) is then shown open above the page, and the toggle hidden. A browser that
 * runs scripts ignores it.
 */
export const NO_SCRIPT_MENU =
  '<noscript><style>@media (max-width: 47.99rem) { .side-menu { display: block; } .menu-toggle { display: none; } }</style></noscript>';

/** The gateway's own /graphql as this request reached it (the address and port it came in on). */
export function loopbackGraphql(req: Request): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort ?? 80}/graphql`;
}

/**
 * GET of a server-rendered page with a session cookie: the page as HTML; otherwise (and on any
 * failure, logged) on to the app shell. Without a session cookie: the app shell here, its link for
 * a browser without JavaScript coming back to this page after the login.
 */
export function serverRenderedPages(bundle: SsrBundle, webDist: string): RequestHandler {
  const frames = new Map<string, { head: string; tail: string }>();
  const frameOf = (pageModule: string) => {
    let frame = frames.get(pageModule);
    if (!frame) frames.set(pageModule, (frame = pageFrame(webDist, pageModule, bundle.afterPaintMeta)));
    return frame;
  };
  let shell: string | undefined;
  return async (req, res, next) => {
    if (!bundle.isServerRendered(req.path)) return next();
    if (!readSessionToken(req)) {
      // Nobody logged in: the app's shell, whose word without JavaScript leads to the login page and
      // from there back to this page.
      shell ??= fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
      res.setHeader('Cache-Control', REVALIDATE);
      res.type('html').send(shellLeadingBack(shell, req.originalUrl));
      return;
    }
    try {
      const rendered = await bundle.render({
        url: req.originalUrl,
        cookie: req.headers.cookie ?? '',
        graphqlUrl: loopbackGraphql(req),
        acceptLanguage: req.get('accept-language'),
        formKey: randomBytes(16).toString('hex'),
      });
      if (rendered.kind === 'shell') {
        // A page part that failed on the server: logged, and the browser renders the page itself.
        if (rendered.errors?.length) logError(`server rendering ${req.path}`, new Error(rendered.errors.join('\n---\n')));
        return next();
      }
      const frame = frameOf(rendered.module);
      const head = frame.head.replace(/<html lang="[^"]*"/, `<html lang="${rendered.language}" dir="${rendered.dir}"`);
      res.setHeader('Cache-Control', SSR_CACHE_CONTROL);
      res
        .type('html')
        .send(
          `${head}<div id="root">${rendered.html}</div><script type="application/json" id="noq-ssr">${rendered.state}</script>${frame.tail}`,
        );
    } catch (e) {
      logError('server rendering', e);
      next();
    }
  };
}
