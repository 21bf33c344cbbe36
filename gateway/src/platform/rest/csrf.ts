import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors';

/** express's compiled `trust proxy` setting: is the peer at this address a trusted proxy? */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * GETs that change state (SPEC §7 confirms a booking with a GET; the original client logs out with
 * one): guarded like a POST. Matched without regard to letter case or a trailing slash, although
 * routing is case-sensitive, so that no spelling of these paths slips past the check.
 */
const STATE_CHANGING_GETS = [/^\/user\/bookings\/confirm\//i, /^\/logout\/?$/i];

function isStateChanging(req: Request): boolean {
  if (!['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return true;
  return STATE_CHANGING_GETS.some((re) => re.test(req.path));
}

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim() || undefined;

/**
 * The origins that count as the app's own for a request (issue 15): NOQ_PUBLIC_URL's, and the one
 * the request was addressed to — its Host, or, from a trusted proxy that rewrites Host, the
 * proxy's X-Forwarded-Host and X-Forwarded-Proto.
 */
export function ownOrigins(req: IncomingMessage, publicOrigin: string | null, trust: TrustProxy): Set<string> {
  const own = new Set<string>();
  if (publicOrigin) own.add(publicOrigin);
  // The scheme is not what the check is about (a TLS-terminating proxy may not say it): the host
  // is, over http or https.
  const host = (trust(req.socket.remoteAddress ?? '', 0) ? first(req.headers['x-forwarded-host']) : undefined) ?? req.headers.host;
  if (host) for (const scheme of ['http', 'https']) own.add(`${scheme}://${host}`);
  return own;
}

/**
 * CSRF for the REST shims (DESIGN §6): a state-changing call that the browser marks cross-site
 * (Sec-Fetch-Site: cross-site) or that carries a foreign Origin is refused. Scripts and old
 * clients that send neither header pass; /graphql has Apollo's csrfPrevention instead.
 */
export function refuseCrossSite(publicOrigin: string | null, trust: TrustProxy) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!isStateChanging(req)) return next();
    if (req.get('sec-fetch-site') === 'cross-site') return next(new AppError('CROSS_SITE_REQUEST'));
    const origin = req.get('origin');
    if (origin !== undefined && !ownOrigins(req, publicOrigin, trust).has(origin)) return next(new AppError('CROSS_SITE_REQUEST'));
    next();
  };
}
