// The Swedish texts the admin feature's pages use, and only those: a staff page's chunk carries its
// own areas, not the whole catalogue (issue 17's budgets). The same objects as i18n/sv.ts's (of the
// host's area only the shelter profile's texts, which the admin's shelter form shares).
import { admin } from './sv/admin';
import { common, productTypeLabel, tableOf } from './sv/common';
import { hostShelter } from './sv/host-profile';
import { serverErrors } from './sv/server-errors';

// Utskick's texts come with its tab (features/admin/OutboxTab.tsx imports sv/notify itself), and
// Konton's, Handläggare's and Gäster's with theirs (sv/admin-people.ts).
export const sv = { admin, common, host: { shelter: hostShelter }, productTypeLabel, requests: { serverErrors }, tableOf };
