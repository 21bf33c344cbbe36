import axe from 'axe-core';
import { fireEvent, screen } from '@testing-library/react';
import { parse } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { sv } from '../../i18n/sv';
import { svTexts } from '../../i18n/sv-texts';
import { texts as en } from '../../i18n/en';
import { renderRoute } from '../../test-support/render';
import { meMock, person, topBarMocks } from '../../test-support/session-mocks';
import { ACTIVATE_ACCOUNT, CHECK_LINK, REGISTER_GUEST, REQUEST_PASSWORD_RESET, SET_PASSWORD_WITH_LINK } from './access.api';

const a = svTexts.access;
const TOKEN = 'A'.repeat(43);

const mock = (query: string, variables: Record<string, unknown>, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: parse(query), variables },
  result,
});

async function noSeriousA11yProblems(): Promise<void> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

describe("'Glömt lösenordet?' (issue 20 §4)", () => {
  it('asks for the e-mail and answers the same whatever the address', async () => {
    renderRoute('/password/forgot', [
      meMock(null),
      mock(REQUEST_PASSWORD_RESET, { email: 'rut@example.org' }, { data: { requestPasswordReset: true } }),
    ]);
    await screen.findByRole('heading', { level: 1, name: a.forgot.title });
    await noSeriousA11yProblems();
    fireEvent.change(screen.getByLabelText(a.forgot.email), { target: { value: ' rut@example.org ' } });
    fireEvent.click(screen.getByRole('button', { name: a.forgot.submit }));
    expect((await screen.findByRole('status')).textContent).toBe(a.forgot.sent);
    expect(screen.getByRole('link', { name: a.toLogin }).getAttribute('href')).toBe('/login');
  });

  it('says when there were too many requests', async () => {
    renderRoute('/password/forgot', [
      meMock(null),
      mock(REQUEST_PASSWORD_RESET, { email: 'rut@example.org' }, { errors: [{ message: 'x', extensions: { code: 'TOO_MANY_REQUESTS' } }] }),
    ]);
    fireEvent.change(await screen.findByLabelText(a.forgot.email), { target: { value: 'rut@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: a.forgot.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(a.tooMany);
  });
});

describe('the link pages (issue 20 §4–6)', () => {
  it('checks the two passwords before sending, and says a used link is used', async () => {
    renderRoute(`/password/reset#${TOKEN}`, [
      meMock(null),
      mock(
        SET_PASSWORD_WITH_LINK,
        { token: TOKEN, password: 'nytt-lösen-1' },
        { errors: [{ message: 'x', extensions: { code: 'LINK_USED' } }] },
      ),
    ]);
    await screen.findByRole('heading', { level: 1, name: a.password.resetTitle });
    await noSeriousA11yProblems();
    fireEvent.change(screen.getByLabelText(a.password.password), { target: { value: 'kort' } });
    fireEvent.change(screen.getByLabelText(a.password.repeat), { target: { value: 'kort' } });
    fireEvent.click(screen.getByRole('button', { name: a.password.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(a.password.tooShort(8));
    fireEvent.change(screen.getByLabelText(a.password.password), { target: { value: 'nytt-lösen-1' } });
    fireEvent.change(screen.getByLabelText(a.password.repeat), { target: { value: 'nytt-lösen-2' } });
    fireEvent.click(screen.getByRole('button', { name: a.password.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(a.password.mismatch);
    fireEvent.change(screen.getByLabelText(a.password.repeat), { target: { value: 'nytt-lösen-1' } });
    fireEvent.click(screen.getByRole('button', { name: a.password.submit }));
    await screen.findByText(a.link.used);
    expect(screen.getByRole('link', { name: a.link.newReset }).getAttribute('href')).toBe('/password/forgot');
  });

  it("sets a staff member's own password from an invitation", async () => {
    renderRoute(`/invitation#${TOKEN}`, [
      meMock(null),
      mock(SET_PASSWORD_WITH_LINK, { token: TOKEN, password: 'mitt-lösen-1' }, { data: { setPasswordWithLink: true } }),
    ]);
    await screen.findByRole('heading', { level: 1, name: a.password.invitationTitle });
    fireEvent.change(screen.getByLabelText(a.password.password), { target: { value: 'mitt-lösen-1' } });
    fireEvent.change(screen.getByLabelText(a.password.repeat), { target: { value: 'mitt-lösen-1' } });
    fireEvent.click(screen.getByRole('button', { name: a.password.submit }));
    expect((await screen.findByRole('status')).textContent).toBe(a.password.done);
  });

  it('says a used or expired link as the page opens, before any password is typed (issue 33 §11)', async () => {
    renderRoute(`/password/reset#${TOKEN}`, [
      meMock(null),
      mock(CHECK_LINK, { token: TOKEN, kind: 'password' }, { errors: [{ message: 'x', extensions: { code: 'LINK_EXPIRED' } }] }),
    ]);
    await screen.findByText(a.link.expired);
    expect(screen.queryByLabelText(a.password.password)).toBeNull();
    expect(screen.getByRole('link', { name: a.link.newReset }).getAttribute('href')).toBe('/password/forgot');
  });

  it('an activation link already used says so at once (issue 33 §11)', async () => {
    renderRoute(`/register/activate#${TOKEN}`, [
      meMock(null),
      mock(CHECK_LINK, { token: TOKEN, kind: 'activation' }, { errors: [{ message: 'x', extensions: { code: 'LINK_USED' } }] }),
    ]);
    await screen.findByText(a.link.used);
    expect(screen.queryByRole('button', { name: /./, hidden: false })?.closest('form')).toBeFalsy();
  });

  it('keeps the token when somebody already logged in opens the link: the page mounts again as the app starts', async () => {
    const used = mock(CHECK_LINK, { token: TOKEN, kind: 'password' }, { errors: [{ message: 'x', extensions: { code: 'LINK_USED' } }] });
    // The address bar as the browser has it: the page reads the hash, then the logged-in app's tree
    // replaces the probing one and the router mounts again from the address bar, without the hash.
    // The session's answer comes after the page has opened, as it can on a phone.
    const slowMe: MockLink.MockedResponse = { ...meMock(person(['user'])), delay: 300 };
    renderRoute(`/password/reset#${TOKEN}`, [slowMe, ...topBarMocks(), { ...used, maxUsageCount: 2 }], { browser: true });
    await screen.findByRole('heading', { level: 1, name: a.password.resetTitle });
    expect(screen.queryByRole('button', { name: /Logga ut/ })).toBeNull();
    await screen.findByRole('button', { name: /Logga ut/ });
    expect((await screen.findByRole('alert')).textContent).toBe(a.link.used);
    expect(window.location.hash).toBe('');
    expect(screen.queryByText(a.link.missing)).toBeNull();
  });

  it('says a link without its token is not whole', async () => {
    renderRoute('/password/reset', [meMock(null)]);
    expect((await screen.findByRole('alert')).textContent).toBe(a.link.missing);
  });

  it('activates a registered account with the password the holder of the link chooses (issue 29 §1)', async () => {
    renderRoute(`/register/activate#${TOKEN}`, [
      meMock(null),
      mock(ACTIVATE_ACCOUNT, { token: TOKEN, password: 'mitt-lösen-1' }, { data: { activateAccount: true } }),
    ]);
    await screen.findByRole('heading', { level: 1, name: a.activate.title });
    expect(screen.getByText(a.activate.intro)).toBeTruthy();
    await noSeriousA11yProblems();
    fireEvent.change(screen.getByLabelText(a.register.password), { target: { value: 'mitt-lösen-1' } });
    fireEvent.change(screen.getByLabelText(a.password.repeat), { target: { value: 'mitt-lösen-1' } });
    fireEvent.click(screen.getByRole('button', { name: a.activate.submit }));
    expect((await screen.findByText(a.activate.done)).getAttribute('role')).toBe('status');
  });
});

describe('registration (issue 20 §5)', () => {
  it("sends the form in the reader's language, a guest account only", async () => {
    renderRoute(
      '/register',
      [
        meMock(null),
        mock(
          REGISTER_GUEST,
          {
            input: {
              email: 'amina@example.org',
              password: 'gäst-lösen-1',
              firstName: 'Amina',
              lastName: 'Berg',
              gender: 'K',
              phone: null,
              language: 'en',
            },
          },
          { data: { registerGuest: true } },
        ),
      ],
      { language: 'en' },
    );
    const r = en.access.register;
    await screen.findByRole('heading', { level: 1, name: r.title });
    await noSeriousA11yProblems();
    fireEvent.change(screen.getByLabelText(r.email), { target: { value: 'amina@example.org' } });
    fireEvent.change(screen.getByLabelText(r.password), { target: { value: 'gäst-lösen-1' } });
    fireEvent.change(screen.getByLabelText(r.firstName), { target: { value: 'Amina' } });
    fireEvent.change(screen.getByLabelText(r.lastName), { target: { value: 'Berg' } });
    fireEvent.change(screen.getByLabelText(r.gender), { target: { value: 'K' } });
    fireEvent.click(screen.getByRole('button', { name: r.submit }));
    expect((await screen.findByRole('status')).textContent).toBe(r.sent('amina@example.org'));
  });

  it("keeps SPEC's route and title in Swedish", async () => {
    renderRoute('/register', [meMock(null)]);
    await screen.findByRole('heading', { level: 1, name: sv.auth.register.title });
  });
});
