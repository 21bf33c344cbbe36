import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { screen, waitFor } from '@testing-library/dom';
import { sv } from '../i18n/sv';
import { fillTexts } from '../i18n/fill-html';
import { startLoginPage } from './login';

/** login.html's body as the build fills it in. */
const page = /<body>([\s\S]*)<\/body>/.exec(fillTexts(readFileSync(path.join(__dirname, '..', '..', 'login.html'), 'utf8'), sv))?.[1] ?? '';

/** Issue 36: the ways in without e-mail; 'Logga in med telefon' only when the server has an SMS channel. */
describe('login page without e-mail', () => {
  const open = (sms: boolean) => {
    const asked: string[] = [];
    globalThis.fetch = (async (url: string) => {
      asked.push(url);
      return { ok: true, status: 200, json: () => Promise.resolve({ sms }) } as unknown as Response;
    }) as typeof fetch;
    document.body.innerHTML = page;
    void startLoginPage(document, '', { leave: () => undefined });
    return asked;
  };
  const phoneLink = () => screen.queryByRole('link', { name: sv.auth.login.withPhone });

  it('offers the phone login when SMS is configured', async () => {
    const asked = open(true);
    await waitFor(() => expect(phoneLink()?.getAttribute('href')).toBe('/login/phone'));
    expect(asked).toEqual(['/api/auth/login-options/']);
    expect(screen.getByRole('link', { name: sv.auth.login.withPin }).getAttribute('href')).toBe('/login/pin');
    expect(screen.getByRole('link', { name: sv.auth.login.withStartCode }).getAttribute('href')).toBe('/login/start');
  });

  it('hides it without an SMS channel', async () => {
    const asked = open(false);
    await waitFor(() => expect(asked.length).toBe(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(phoneLink()).toBeNull();
    expect(screen.getByRole('link', { name: sv.auth.login.withPin })).toBeTruthy();
  });
});
