// The Swedish texts the volunteer feature's pages use, and only those: a staff page's chunk carries its
// own areas, not the whole catalogue (issue 17's budgets). The same objects as i18n/sv.ts's.
import { common, productTypeLabel, statusLabel } from './sv/common';
import { criterionLabel } from './sv/criteria';
import { volunteer } from './sv/volunteer';

export const sv = { common, criterionLabel, productTypeLabel, statusLabel, volunteer };
