import { app, auth } from './sv/auth';
import { common, monthLabels, notFound, productTypeLabel, status, statusLabel } from './sv/common';
import { language } from './sv/language';
import { layout } from './sv/layout';
import { offline } from './sv/offline';
import type { Translation } from './translation';

/**
 * Everything a guest can see, in Swedish (issue 18): the login and registration pages, the layout,
 * the guest's and the account's screens, dialogs, statuses, errors a guest can meet and the offline
 * page. Each other language (i18n/<language>/index.ts) is a `Texts`, so a missing text is a compile
 * error. Staff screens stay Swedish for now (they read `sv`, whose staff areas only their chunks
 * load); translating them later is adding their areas here and to each language, with no other change.
 *
 * Swedish comes in two parts (issue 17's route budgets): the core below, which the shell and every
 * page use, is in the first chunk; the page areas (`PageArea`: the guest's pages, the account's,
 * registration and the phone login) are each their own chunk, loaded with the pages that use them
 * (lib/texts.tsx `usePageTexts`), so a host's page carries no guest texts. The other languages are
 * one chunk each, all areas in it.
 */
export const svCore = { app, auth, status, notFound, common, statusLabel, productTypeLabel, monthLabels, layout, language, offline };

/** The Swedish page areas, each fetched when first needed. */
export const svPageAreas = {
  account: () => import('./sv/account').then((m) => m.account),
  access: () => import('./sv/access').then((m) => m.access),
  guest: () => import('./sv/guest').then((m) => m.guest),
  nomail: () => import('./sv/nomail').then((m) => m.nomail),
  compass: () => import('./sv/compass').then((m) => m.compass),
};

export type PageArea = keyof typeof svPageAreas;

type SvCatalogue = typeof svCore & { [A in PageArea]: Awaited<ReturnType<(typeof svPageAreas)[A]>> };

/** A whole catalogue: the core and every page area. */
export type Texts = Translation<SvCatalogue>;

/** The texts every page has at once: the core, and the page areas loaded so far. */
export type CoreTexts = Omit<Texts, PageArea> & Partial<Pick<Texts, PageArea>>;

/** The texts of a page that needs the page areas `A`. */
export type PageTexts<A extends PageArea> = CoreTexts & Pick<Texts, A>;
