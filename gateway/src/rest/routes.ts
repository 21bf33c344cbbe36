import { Router } from 'express';
import { authRoutes } from '../auth/auth.rest';
import { guestBookingRoutes } from '../booking/booking.rest';
import { productRoutes } from '../product/product.rest';
import { caseworkerRoutes } from '../staff/caseworker.rest';
import { hostRoutes } from '../staff/host.rest';
import { guestRoutes } from '../guest/guest.rest';
import { reportRoutes } from '../report/report.rest';
import { volunteerRoutes } from '../volunteer/volunteer.rest';

/**
 * Every REST shim of SPEC §7 under /api, one router per feature. Literal paths (`batch/accept`) are
 * registered before `{id}` paths, and ids accept digits only (DESIGN §12).
 */
export function apiRoutes(): Router {
  const api = Router({ caseSensitive: true });
  api.use(authRoutes());
  api.use(hostRoutes());
  api.use(productRoutes());
  api.use(caseworkerRoutes());
  api.use(guestBookingRoutes());
  // feature routers: add one line each below
  api.use(guestRoutes());
  api.use(volunteerRoutes());
  api.use(reportRoutes());
  return api;
}
