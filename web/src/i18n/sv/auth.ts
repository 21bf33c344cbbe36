// The app's own texts and the public pages' (login, registration, no permission). The login page
// (src/login/) imports this module alone: it must stay small and import no other catalogue.
export const app = {
  /** Shown in the browser tab. */
  documentTitle: 'noQ',
  /** The title of the start page and of the login page (SPEC §2 Login). */
  welcome: 'Välkommen till noQ',
  skipToContent: 'Hoppa till innehållet',
  /** SPEC §8: the router's fallback page. */
  unexpectedError: 'Unexpected Application Error!',
  /**
   * Shown by the app's shell without JavaScript (web/index.html, issue 34 §1), above a link to the
   * login page (auth.login.submit): the pages that work without it are the login and the guest's own.
   */
  withoutScript: 'Den här sidan behöver JavaScript. Utan JavaScript kan du logga in, se lediga platser i natt, boka i natt och avboka.',
};

export const auth = {
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
    /** The right password of an account that may not log in (issue 20 §5, §6). */
    notActivated: 'Kontot är inte aktiverat än. Öppna länken i e-postmeddelandet vi skickade.',
    deactivated: 'Kontot är avstängt. Kontakta administratören.',
    /** Issue 36: the ways in without e-mail (the phone one only when SMS is configured). */
    withPhone: 'Logga in med telefon',
    withPin: 'Logga in med UNO-kod och PIN',
    withStartCode: 'Jag har en startkod',
  },
  /** SPEC §2's registration page: its title (issue 20 §5 made it a form, whose texts are in sv/access.ts). */
  register: {
    title: 'Skapa konto',
    toLogin: 'Till inloggningen',
  },
  unauthorized: {
    text: 'Du har inte rättigheter att besöka denna sidan.',
    toHome: 'Till din startsida',
  },
};
