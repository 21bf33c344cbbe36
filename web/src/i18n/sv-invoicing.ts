// The Swedish texts invoicing's pages use, and only those: its chunks carry their own area, not the
// whole catalogue (issue 17's budgets). The same objects as i18n/sv.ts's.
import { common } from './sv/common';
import { invoicing } from './sv/invoicing';

export const sv = { common, invoicing };
