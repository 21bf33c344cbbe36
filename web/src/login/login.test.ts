import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { sv } from '../i18n/sv';
import { fillTexts } from '../i18n/fill-html';
import { texts as en } from '../i18n/en';
import { LANGUAGE_KEY } from '../i18n/languages';
import { LOGIN_MUTATION, SET_MY_LANGUAGE_MUTATION } from '../lib/graphql-fetch';
import { requestedPath, startLoginPage } from './login';

const t = sv.auth.login;

/** login.html's body as the build fills it in. */
const page = /<body>([\s\S]*)<\/body>/.exec(fillTexts(readFileSync(path.join(__dirname, '..', '..', 'login.html'), 'utf8'), sv))?.[1] ?? '';

interface Sent {
  query: string;
  variables: { email: string; password: string };
}

/** A server answering POST /graphql with `answer` (a GraphQL body, or a thrown network failure). */
function server(answer: (sent: Sent) => unknown) {
  const sent: Sent[] = [];
  globalThis.fetch = (async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Sent;
    sent.push(body);
    const result = answer(body);
    const text = JSON.stringify(result);
    return {
      status: 200,
      headers: new Map([['content-type', 'application/graphql-response+json; charset=utf-8']]),
      text: () => Promise.resolve(text),
    } as unknown as Response;
  }) as typeof fetch;
  return sent;
}

function open(search = '') {
  document.body.innerHTML = page;
  document.documentElement.lang = 'sv';
  document.documentElement.dir = 'ltr';
  const left: string[] = [];
  const forget = jest.fn();
  startLoginPage(document, search, { leave: (url) => left.push(url), forget });
  return { left, forget };
}

function fill(email: string, password: string, words: { email: string; password: string } = t) {
  fireEvent.input(screen.getByLabelText(words.email), { target: { value: email } });
  fireEvent.input(screen.getByLabelText(words.password), { target: { value: password } });
  fireEvent.submit(document.getElementById('login-form') as HTMLFormElement);
}

const anna = { id: '7', username: 'anna@noq.example', firstName: 'Anna', lastName: 'Lind', usergroups: ['host', 'user'], host: null };

describe('login page (SPEC §2, §5), a page without React', () => {
  it('has the title, both required fields with the e-mail focused, and the links', () => {
    open();
    const email = screen.getByLabelText(t.email) as HTMLInputElement;
    const password = screen.getByLabelText(t.password) as HTMLInputElement;
    expect(screen.getByRole('heading', { level: 1, name: 'Välkommen till noQ' })).toBeTruthy();
    expect(email.required && password.required).toBe(true);
    expect(email.type).toBe('email');
    expect(password.type).toBe('password');
    expect(document.activeElement).toBe(email);
    expect(screen.getByText('Glömt lösenordet?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logga in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skapa konto' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: sv.layout.logoHome }).getAttribute('href')).toBe('/');
  });

  it("logs in with the app's login mutation and loads the first group's home, forgetting the earlier person's data", async () => {
    const sent = server(() => ({ data: { login: { ...anna, __typename: 'Me' } } }));
    const { left, forget } = open();
    fill(' anna@noq.example ', 'noqdemo');

    await waitFor(() => expect(left).toEqual(['/host']));
    expect(sent).toEqual([
      expect.objectContaining({ query: LOGIN_MUTATION, variables: { email: 'anna@noq.example', password: 'noqdemo' } }),
    ]);
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('comes back to the page asked for (?next=)', async () => {
    server(() => ({ data: { login: anna } }));
    const { left } = open('?next=%2Fuser%2Frequests%3Fa%3D1');
    fill('anna@noq.example', 'noqdemo');
    await waitFor(() => expect(left).toEqual(['/user/requests?a=1']));
  });

  it('never follows ?next= to another site', () => {
    for (const next of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', '/login', '/']) {
      expect(requestedPath(`?next=${encodeURIComponent(next)}`)).toBeNull();
    }
    expect(requestedPath('?next=%2Fhost%2Frequests')).toBe('/host/requests');
    expect(requestedPath('')).toBeNull();
  });

  it("says 'Autentisering misslyckades.' and empties both fields when the login fails", async () => {
    server(() => ({ errors: [{ message: 'Autentisering misslyckades.', extensions: { code: 'LOGIN_FAILED' } }] }));
    const { left } = open();
    fill('anna@noq.example', 'fel');

    expect((await screen.findByRole('alert')).textContent).toBe('Autentisering misslyckades.');
    expect((screen.getByLabelText(t.email) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(t.password) as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText(t.email));
    expect(left).toEqual([]);
    // A second failure replaces the message (one alert, announced anew).
    fill('anna@noq.example', 'fel igen');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.getByRole('button', { name: t.submit })).toBeTruthy();
  });

  it("replaces the gateway's answer to a post without JavaScript (#login-failure) with its own", async () => {
    server(() => ({ errors: [{ message: 'Autentisering misslyckades.', extensions: { code: 'LOGIN_FAILED' } }] }));
    document.body.innerHTML = page;
    const earlier = document.createElement('p');
    earlier.id = 'login-failure';
    earlier.setAttribute('role', 'alert');
    earlier.textContent = t.deactivated;
    document.querySelector('.login__actions')?.before(earlier);
    startLoginPage(document, '', { leave: () => undefined });
    fill('anna@noq.example', 'fel');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(t.failed));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('fails the same way when the server cannot be reached', async () => {
    server(() => {
      throw new TypeError('Failed to fetch');
    });
    open();
    fill('a@b.se', 'x');
    expect((await screen.findByRole('alert')).textContent).toBe(t.failed);
  });

  it('says why when logins are throttled (TOO_MANY_REQUESTS)', async () => {
    const why = 'För många försök. Vänta en stund och försök igen.';
    server(() => ({ errors: [{ message: why, extensions: { code: 'TOO_MANY_REQUESTS' } }] }));
    open();
    fill('a@b.se', 'x');
    expect((await screen.findByRole('alert')).textContent).toBe(`${t.failed} ${why}`);
  });

  it('shows that it is logging in, and cannot be sent twice meanwhile', async () => {
    let answer: (value: Response) => void = () => undefined;
    globalThis.fetch = (() =>
      new Promise((resolve) => {
        answer = resolve;
      })) as typeof fetch;
    open();
    fill('a@b.se', 'x');
    const button = screen.getByRole('button', { name: t.submitting }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    answer({ status: 500, headers: new Map(), text: () => Promise.resolve('') } as unknown as Response);
    await screen.findByRole('alert');
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe(t.submit);
  });

  describe('in the language the guest chooses (issue 18)', () => {
    afterEach(() => window.localStorage.clear());

    it('the menu names every language in its own words, and switches the page, <html lang dir> too', async () => {
      open();
      // One label in every language (issue 33 §4): a globe and "Språk · Language · اللغة".
      const menu = screen.getByLabelText('Språk · Language · اللغة') as HTMLSelectElement;
      expect([...menu.options].map((o) => o.textContent)).toEqual(['Svenska', 'English', 'Polski', 'Română', 'العربية']);
      fireEvent.change(menu, { target: { value: 'en' } });
      expect(await screen.findByRole('heading', { level: 1, name: en.app.welcome })).toBeTruthy();
      expect(screen.getByLabelText(en.auth.login.email)).toBeTruthy();
      expect(screen.getByRole('button', { name: en.auth.login.submit })).toBeTruthy();
      expect(screen.getByRole('link', { name: en.layout.logoHome })).toBeTruthy();
      expect(document.documentElement.lang).toBe('en');
      expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('en');

      fireEvent.change(screen.getByLabelText('Språk · Language · اللغة'), { target: { value: 'ar' } });
      await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
      fireEvent.change(screen.getByLabelText(/./, { selector: 'select' }), { target: { value: 'sv' } });
      expect(await screen.findByRole('heading', { level: 1, name: sv.app.welcome })).toBeTruthy();
      expect(document.documentElement.dir).toBe('ltr');
    });

    it('opens in the language this browser chose, says a failure in it, and gives the choice to the account after a login', async () => {
      window.localStorage.setItem(LANGUAGE_KEY, 'en');
      let fail = true;
      const sent = server((body) =>
        body.query === SET_MY_LANGUAGE_MUTATION
          ? { data: { setMyLanguage: { id: '7', language: 'en' } } }
          : fail
            ? { errors: [{ message: 'Autentisering misslyckades.', extensions: { code: 'LOGIN_FAILED' } }] }
            : { data: { login: anna } },
      );
      document.body.innerHTML = page;
      const left: string[] = [];
      await startLoginPage(document, '', { leave: (url) => left.push(url) });
      expect(screen.getByRole('heading', { level: 1, name: en.app.welcome })).toBeTruthy();

      fill('anna@noq.example', 'fel', en.auth.login);
      expect((await screen.findByRole('alert')).textContent).toBe(en.auth.login.failed);

      fail = false;
      fill('anna@noq.example', 'noqdemo', en.auth.login);
      await waitFor(() => expect(left).toEqual(['/host']));
      expect(sent.map((b) => b.query)).toEqual([LOGIN_MUTATION, LOGIN_MUTATION, SET_MY_LANGUAGE_MUTATION]);
      expect(sent[2]?.variables).toEqual({ language: 'en' });
    });
  });
});
