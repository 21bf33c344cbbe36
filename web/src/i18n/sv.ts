// The Swedish UI catalog: every text the web shows comes from here (DESIGN §2, §9). Components read
// `sv.<area>.<key>`, so a missing or misspelt text is a compile error. Texts that take values are
// functions. Add texts exactly as SPEC words them. Each area's texts live in i18n/sv/<area>.ts.
import { account } from './sv/account';
import { admin } from './sv/admin';
import { adminPeople } from './sv/admin-people';
import { app, auth } from './sv/auth';
import { caseworker } from './sv/caseworker';
import { common, monthLabels, notFound, productTypeLabel, status, statusLabel, tableOf } from './sv/common';
import { guest } from './sv/guest';
import { host as hostDay } from './sv/host';
import { hostGuests, hostShelter } from './sv/host-profile';
import { invoicing } from './sv/invoicing';
import { language } from './sv/language';
import { layout } from './sv/layout';
import { occupancy } from './sv/occupancy';
import { requests } from './sv/requests';
import { volunteer } from './sv/volunteer';

export const sv = {
  app,
  auth,
  status,
  notFound,
  common,
  statusLabel,
  productTypeLabel,
  monthLabels,
  tableOf,
  layout,
  language,
  account,
  admin: { ...admin, ...adminPeople },
  guest,
  host: { ...hostDay, guests: hostGuests, shelter: hostShelter },
  requests,
  caseworker,
  volunteer,
  invoicing,
  occupancy,
};

export type Catalog = typeof sv;
