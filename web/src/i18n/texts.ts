import { access } from './sv/access';
import { account } from './sv/account';
import { app, auth } from './sv/auth';
import { common, monthLabels, notFound, productTypeLabel, status, statusLabel } from './sv/common';
import { guest } from './sv/guest';
import { language } from './sv/language';
import { layout } from './sv/layout';
import { offline } from './sv/offline';
import { nomail } from './sv/nomail';
import type { Translation } from './translation';

/**
 * Everything a guest can see, in Swedish (issue 18): the login and registration pages, the layout,
 * the guest's and the account's screens, dialogs, statuses, errors a guest can meet and the offline
 * page. Each other language (i18n/<language>/index.ts) is a `Texts`, so a missing text is a compile
 * error. Staff screens stay Swedish for now (they read `sv`, whose staff areas only their chunks
 * load); translating them later is adding their areas here and to each language, with no other change.
 */
export const svTexts = {
  app,
  auth,
  status,
  notFound,
  common,
  statusLabel,
  productTypeLabel,
  monthLabels,
  layout,
  language,
  account,
  access,
  guest,
  offline,
  nomail,
};

export type Texts = Translation<typeof svTexts>;
