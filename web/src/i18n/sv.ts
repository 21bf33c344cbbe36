// The Swedish UI catalog: every text the web shows comes from here (DESIGN §2, §9). Components read
// `sv.<area>.<key>`, so a missing or misspelt text is a compile error. Texts that take values are
// functions. Add texts exactly as SPEC words them.

export interface Catalog {
  app: {
    /** Shown in the browser tab. */
    documentTitle: string;
    /** The title of the start page and of the login page (SPEC §2 Login). */
    welcome: string;
    skipToContent: string;
  };
  auth: {
    notLoggedIn: string;
    loggedInAs: (name: string) => string;
  };
  status: {
    loading: string;
    loadFailed: string;
  };
  notFound: {
    text: string;
    toStart: string;
  };
}

export const sv: Catalog = {
  app: {
    documentTitle: 'noQ',
    welcome: 'Välkommen till noQ',
    skipToContent: 'Hoppa till innehållet',
  },
  auth: {
    notLoggedIn: 'Inte inloggad',
    loggedInAs: (name) => `Inloggad som ${name}`,
  },
  status: {
    loading: 'Laddar...',
    loadFailed: 'Misslyckades med att hämta data',
  },
  notFound: {
    text: 'Sidan finns inte.',
    toStart: 'Till startsidan',
  },
};
