import { access } from './sv/access';
import { account } from './sv/account';
import { guest } from './sv/guest';
import { nomail } from './sv/nomail';
import { compass } from './sv/compass';
import { svCore, type Texts } from './texts';

/**
 * The whole Swedish catalogue at once, for code that runs outside the app's pages (tests, the build).
 * The app never imports it: it loads the page areas with their pages (i18n/texts.ts).
 */
export const svTexts = { ...svCore, account, access, guest, nomail, compass } satisfies Texts;
