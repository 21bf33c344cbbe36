// The Swedish texts the volunteer feature's pages use, and only those: a staff page's chunk carries its
// own areas, not the whole catalogue (issue 17's budgets). The same objects as i18n/sv.ts's.
import { common, productTypeLabel, statusLabel } from './sv/common';
import { guest } from './sv/guest';
import { volunteer } from './sv/volunteer';

export const sv = { common, guest, productTypeLabel, statusLabel, volunteer };
