// The Swedish texts the caseworker feature's pages use, and only those: a staff page's chunk carries its
// own areas, not the whole catalogue (issue 17's budgets). The same objects as i18n/sv.ts's.
import { caseworker } from './sv/caseworker';
import { common, statusLabel } from './sv/common';

export const sv = { caseworker, common, statusLabel };
