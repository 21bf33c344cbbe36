/**
 * The login page (SPEC §2 Login) as a page of its own, without React (issue 17: its JavaScript must
 * stay under 60 KB, and React alone is as much). login.html holds the form with its texts, filled in
 * from the catalogue at build time; this script logs in with the same `login` mutation the app uses
 * (lib/graphql-fetch.ts) and then loads the page asked for, or the first group's home.
 *
 * The language menu (issue 18) fills the page with another language's texts (fetched when chosen)
 * and remembers the choice on this browser; after a login the choice goes to the account too.
 */
import { fillDocument } from '../i18n/fill-html';
import { setDocumentLanguage, deviceLanguage, isLanguage, type Language, LANGUAGE_KEY, rememberDeviceLanguage } from '../i18n/languages';
import { loadTranslation } from '../i18n/load';
import { app, auth } from '../i18n/sv/auth';
import { language as languageTexts } from '../i18n/sv/language';
import { layout } from '../i18n/sv/layout';
import { fetchLogin, fetchSetMyLanguage, GraphQLResponseError } from '../lib/graphql-fetch';
import { homeFor, paths } from '../lib/paths';

/** What the page shows, in Swedish: the part of the catalogue login.html uses. */
const swedish = { app, auth, language: languageTexts, layout };

type PageTexts = Pick<typeof swedish, 'app' | 'auth'> & { language: { label: string }; layout: { logoHome: string } };

/** `?next=`: the page the person asked for, when it is a path of this app (never another site). */
export function requestedPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  const path = next.split(/[?#]/)[0];
  return path === paths.home || path === paths.login ? null : next;
}

export interface LoginPageEnvironment {
  /** Loads the page after a login, replacing the login page in the history. */
  leave: (url: string) => void;
  /** Forgets what an earlier person left on this device, before the new person's pages load. */
  forget?: () => Promise<void> | void;
}

/** Wires the login form and the language menu of `doc` (login.html's markup). */
export function startLoginPage(doc: Document, search: string, env: LoginPageEnvironment): Promise<void> {
  const form = doc.getElementById('login-form') as HTMLFormElement;
  const email = doc.getElementById('login-email') as HTMLInputElement;
  const password = doc.getElementById('login-password') as HTMLInputElement;
  const submit = doc.getElementById('login-submit') as HTMLButtonElement;
  const menu = doc.getElementById('language-menu') as HTMLSelectElement;
  const actions = submit.parentElement as HTMLElement;
  // The gateway's answer to the form posted without JavaScript (gateway/src/auth/login-form.ts), if any.
  let failure: HTMLElement | null = doc.getElementById('login-failure');
  let texts: PageTexts = swedish;
  let shown: Language = 'sv';

  async function speak(language: Language): Promise<void> {
    const next: PageTexts = language === 'sv' ? swedish : await loadTranslation(language);
    texts = next;
    shown = language;
    fillDocument(doc, next);
    doc.title = next.app.documentTitle;
    setDocumentLanguage(doc, language);
    menu.value = language;
    if (submit.disabled) submit.textContent = next.auth.login.submitting;
  }

  menu.addEventListener('change', () => {
    if (!isLanguage(menu.value)) return;
    rememberDeviceLanguage(menu.value);
    speak(menu.value).catch(() => speak('sv'));
  });

  email.focus();

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    failure?.remove();
    failure = null;
    submit.disabled = true;
    submit.textContent = texts.auth.login.submitting;
    fetchLogin({ email: email.value.trim(), password: password.value })
      .then(async (data) => {
        // A language chosen on this browser becomes the account's (a failure keeps the account's own).
        if (globalThis.localStorage?.getItem(LANGUAGE_KEY)) await fetchSetMyLanguage(shown).catch(() => undefined);
        await env.forget?.();
        env.leave(requestedPath(search) ?? homeFor(data.login.usergroups));
      })
      .catch((error: unknown) => {
        const t = texts.auth.login;
        submit.disabled = false;
        submit.textContent = t.submit;
        email.value = '';
        password.value = '';
        // A new alert element, so screen readers announce it every time; throttled logins also say
        // why (DESIGN §6), every other failure reads the same.
        failure = doc.createElement('p');
        failure.setAttribute('role', 'alert');
        failure.className = 'error';
        const code = error instanceof GraphQLResponseError ? error.code : undefined;
        failure.textContent =
          code === 'TOO_MANY_REQUESTS' && error instanceof GraphQLResponseError
            ? `${t.failed} ${error.errors[0]?.message ?? ''}`
            : // Only the right password hears these (issue 20 §5, §6).
              code === 'ACCOUNT_NOT_ACTIVATED'
              ? t.notActivated
              : code === 'ACCOUNT_DEACTIVATED'
                ? t.deactivated
                : t.failed;
        actions.before(failure);
        email.focus();
      });
  });

  // Issue 36: 'Logga in med telefon' only when an SMS channel is configured.
  const phoneItem = doc.getElementById('login-phone-item');
  if (phoneItem && typeof fetch === 'function') {
    // REST's GET (no body, cached by nobody): the page's one GraphQL operation stays the login.
    fetch('/api/auth/login-options/', { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(async (r) => (r.ok ? ((await r.json()) as { sms?: unknown }) : {}))
      .then((o) => {
        phoneItem.hidden = o.sms !== true;
      })
      .catch(() => undefined);
  }

  const language = deviceLanguage();
  menu.value = language;
  return language === 'sv' ? Promise.resolve() : speak(language).catch(() => speak('sv'));
}
