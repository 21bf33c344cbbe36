import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/route-handle';
import { lazyPage } from '../../lib/lazy-page';
import { staffTitles } from '../../i18n/sv/titles';
import { paths } from '../../lib/paths';

/** The caseworker's pages load as one chunk, after the guard (lib/lazy-page.tsx). */
const pages = () => import('./caseworker-pages');
/**
 * The overview, the caseworker's first page, and the statistics (both server-rendered) each alone:
 * the overview without the statistics' date fields and date arithmetic (about 8 KB less), neither
 * with the users page, so their first loads stay within the route budget (issue 17).
 */
const overviewPage = () => import('./overview/CaseworkerOverviewPage');
const statisticsPage = () => import('./statistics/StatisticsPage');
/** Biståndsbeslut (issue 38): a chunk of its own. */
const decisionPages = () => import('./decisions/decisions-pages');

const title = (t: string): RouteHandle => ({ title: t });
const t = staffTitles.caseworker;

/** Group caseworker's routes (SPEC §2), less /caseworker/requests (features/requests). Paths from lib/paths.ts. */
export const caseworkerRoutes: RouteObject[] = [
  { path: paths.caseworker, element: lazyPage(overviewPage, 'CaseworkerOverviewPage'), handle: title(t.overview) },
  { path: paths.caseworkerUsers, element: lazyPage(pages, 'UsersPage'), handle: title(t.users) },
  { path: paths.caseworkerStatistics, element: lazyPage(statisticsPage, 'StatisticsPage'), handle: title(t.statistics) },
  { path: paths.caseworkerDecisions, element: lazyPage(decisionPages, 'DecisionsPage'), handle: title(t.decisions) },
];
