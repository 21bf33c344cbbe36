import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../common/errors';

/** SPEC §7 confirms a booking with a GET: it changes state, so it is guarded like a POST. */
const STATE_CHANGING_GETS = [/^\/user\/bookings\/confirm\//];

function isStateChanging(req: Request): boolean {
  if (!['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return true;
  return STATE_CHANGING_GETS.some((re) => re.test(req.path));
}

/**
 * CSRF for the REST shims (DESIGN §6): a state-changing call that the browser marks cross-site
 * (Sec-Fetch-Site: cross-site) or that carries a foreign Origin is refused. Scripts and old
 * clients that send neither header pass; /graphql has Apollo's csrfPrevention instead.
 */
export function refuseCrossSite(publicOrigin: string | null) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!isStateChanging(req)) return next();
    if (req.get('sec-fetch-site') === 'cross-site') return next(new AppError('CROSS_SITE_REQUEST'));
    const origin = req.get('origin');
    if (origin !== undefined) {
      const own = new Set([`${req.protocol}://${req.get('host') ?? ''}`]);
      if (publicOrigin) own.add(publicOrigin);
      if (!own.has(origin)) return next(new AppError('CROSS_SITE_REQUEST'));
    }
    next();
  };
}
