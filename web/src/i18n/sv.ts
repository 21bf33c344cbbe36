// The Swedish UI catalog: every text the web shows comes from here (DESIGN §2, §9). Components read
// `sv.<area>.<key>`, so a missing or misspelt text is a compile error. Texts that take values are
// functions. Add texts exactly as SPEC words them. Each area's texts live in i18n/sv/<area>.ts.
import { account } from './sv/account';
import { admin } from './sv/admin';
import { caseworker } from './sv/caseworker';
import { common, monthLabels, productTypeLabel, statusLabel } from './sv/common';
import { guest } from './sv/guest';
import { host } from './sv/host';
import { layout } from './sv/layout';
import { requests } from './sv/requests';
import { volunteer } from './sv/volunteer';

export const sv = {
  app: {
    /** Shown in the browser tab. */
    documentTitle: 'noQ',
    /** The title of the start page and of the login page (SPEC §2 Login). */
    welcome: 'Välkommen till noQ',
    skipToContent: 'Hoppa till innehållet',
    /** SPEC §8: the router's fallback page. */
    unexpectedError: 'Unexpected Application Error!',
  },
  auth: {
    /** SPEC §2 Login. */
    login: {
      email: 'E-post',
      password: 'Lösenord',
      forgotPassword: 'Glömt lösenordet?',
      submit: 'Logga in',
      submitting: 'Loggar in...',
      register: 'Skapa konto',
      /** SPEC §5, §8. */
      failed: 'Autentisering misslyckades.',
    },
    /** SPEC §2: the registration page is a placeholder. */
    register: {
      title: 'Skapa konto',
      pending: 'Registreringen är inte klar än. Personalen på ett härbärge kan hjälpa dig att komma igång.',
      toLogin: 'Till inloggningen',
    },
    unauthorized: {
      text: 'Du har inte rättigheter att besöka denna sidan.',
      toHome: 'Till din startsida',
    },
  },
  status: {
    loading: common.loading,
    loadFailed: common.loadFailed,
  },
  notFound: {
    text: 'Sidan finns inte.',
    toStart: 'Till startsidan',
  },
  common,
  statusLabel,
  productTypeLabel,
  monthLabels,
  layout,
  account,
  admin,
  guest,
  host,
  requests,
  caseworker,
  volunteer,
};

export type Catalog = typeof sv;
