// The Swedish texts the requests feature's pages use, and only those: a staff page's chunk carries its
// own areas, not the whole catalogue (issue 17's budgets). The same objects as i18n/sv.ts's.
import { common, productTypeLabel, statusLabel, tableOf } from './sv/common';
import { requests } from './sv/requests';

export const sv = { common, productTypeLabel, requests, statusLabel, tableOf };
