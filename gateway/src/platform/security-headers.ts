import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Security headers (issue 9): a Content-Security-Policy that allows only our own origin (plus the
 * chat assistant's script origins when NOQ_CHAT_SCRIPTS configures them), no framing, nosniff, and
 * a strict referrer policy.
 */
export function securityHeaders(opts: { chatScripts: readonly string[] }): RequestHandler {
  const chatOrigins = [...new Set(opts.chatScripts.flatMap((u) => (URL.canParse(u) ? [new URL(u).origin] : [])))];
  return fixedHeaders(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...chatOrigins],
          // React and the date picker set style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...chatOrigins],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
}

/**
 * The headers a middleware sets, worked out once and then set on every response by one function.
 * Helmet's headers here do not depend on the request (no nonces), and its chain of a dozen small
 * middlewares was a measurable share of a small API answer (issue 11's profile).
 */
export function fixedHeaders(middleware: RequestHandler): RequestHandler {
  const headers: [string, string | number | readonly string[]][] = [];
  let done = false;
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.push([name, value]),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  middleware({ method: 'GET', headers: {} } as never, res as never, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('security headers: the middleware did not finish synchronously');
  return (_req, response, next) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    next();
  };
}

/** NOQ_CHAT_SCRIPTS: the chat assistant's two script URLs, comma-separated (SPEC §1). Unset: none. */
export const chatScriptsFrom = (env: NodeJS.ProcessEnv): string[] =>
  (env.NOQ_CHAT_SCRIPTS ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter((u) => URL.canParse(u) && /^https?:/.test(u));
