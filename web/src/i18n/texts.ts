import { sv } from './sv';
import { offline } from './sv/offline';
import type { Translation } from './translation';

/**
 * Everything a guest can see, in Swedish (issue 18): the login and registration pages, the layout,
 * the guest's and the account's screens, dialogs, statuses, errors a guest can meet and the offline
 * page. Each other language (i18n/<language>/index.ts) is a `Texts`, so a missing text is a compile
 * error. Staff screens stay Swedish for now (they read `sv`); translating them later is adding their
 * areas here and to each language, with no other change.
 */
export const svTexts = {
  app: sv.app,
  auth: sv.auth,
  status: sv.status,
  notFound: sv.notFound,
  common: sv.common,
  statusLabel: sv.statusLabel,
  productTypeLabel: sv.productTypeLabel,
  monthLabels: sv.monthLabels,
  layout: sv.layout,
  language: sv.language,
  account: sv.account,
  guest: sv.guest,
  offline,
};

export type Texts = Translation<typeof svTexts>;
