import axe from 'axe-core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { parse } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { svTexts } from '../../i18n/sv-texts';
import { renderRoute } from '../../test-support/render';
import { meMock } from '../../test-support/session-mocks';
import { LOGIN_WITH_PIN, REDEEM_START_CODE } from './nomail.api';

const n = svTexts.nomail;

const mock = (query: string, variables: Record<string, unknown>, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: parse(query), variables },
  result,
});

async function noSeriousA11yProblems(): Promise<void> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

describe("'Jag har en startkod' (issue 36 §3)", () => {
  it('checks the PIN before sending, then tells the UNO code and leaves for the guest home', async () => {
    const page = renderRoute('/login/start', [
      meMock(null),
      mock(
        REDEEM_START_CODE,
        { code: 'ACDE-FGHJ-KMNP', pin: '482913', shared: false },
        { data: { redeemStartCode: { uno: '4711', me: { id: '7', usergroups: ['user'] } } } },
      ),
    ]);
    await screen.findByRole('heading', { level: 1, name: n.start.title });
    await noSeriousA11yProblems();
    fireEvent.change(screen.getByLabelText(n.start.code), { target: { value: 'ACDE-FGHJ-KMNP' } });
    fireEvent.change(screen.getByLabelText(n.start.pin), { target: { value: '48291' } });
    fireEvent.change(screen.getByLabelText(n.start.repeat), { target: { value: '48291' } });
    fireEvent.click(screen.getByRole('button', { name: n.start.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(n.start.pinShape);
    fireEvent.change(screen.getByLabelText(n.start.pin), { target: { value: '482913' } });
    fireEvent.change(screen.getByLabelText(n.start.repeat), { target: { value: '482914' } });
    fireEvent.click(screen.getByRole('button', { name: n.start.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(n.start.mismatch);
    fireEvent.change(screen.getByLabelText(n.start.repeat), { target: { value: '482913' } });
    fireEvent.click(screen.getByRole('button', { name: n.start.submit }));
    expect((await screen.findByRole('status')).textContent).toBe(n.start.done('4711'));
    fireEvent.click(screen.getByRole('button', { name: n.start.continue }));
    await waitFor(() => expect(page.left).toEqual(['/user']));
  });
});

describe("'Logga in med UNO-kod och PIN' (issue 36 §3)", () => {
  it('says a wrong PIN and a locked account in the guest’s words; a shared device is remembered', async () => {
    const page = renderRoute('/login/pin', [
      meMock(null),
      mock(
        LOGIN_WITH_PIN,
        { uno: '4711', pin: '000000', shared: false },
        { errors: [{ message: 'x', extensions: { code: 'LOGIN_FAILED' } }] },
      ),
      mock(
        LOGIN_WITH_PIN,
        { uno: '4711', pin: '111111', shared: false },
        { errors: [{ message: 'x', extensions: { code: 'ACCOUNT_LOCKED' } }] },
      ),
      mock(LOGIN_WITH_PIN, { uno: '4711', pin: '482913', shared: true }, { data: { loginWithPin: { id: '7', usergroups: ['user'] } } }),
    ]);
    await screen.findByRole('heading', { level: 1, name: n.pin.title });
    await noSeriousA11yProblems();
    const attempt = (pin: string) => {
      fireEvent.change(screen.getByLabelText(n.pin.uno), { target: { value: '4711' } });
      fireEvent.change(screen.getByLabelText(n.pin.pin), { target: { value: pin } });
      fireEvent.click(screen.getByRole('button', { name: n.pin.submit }));
    };
    attempt('000000');
    expect((await screen.findByRole('alert')).textContent).toBe(n.pin.failed);
    attempt('111111');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(n.pin.locked));
    fireEvent.click(screen.getByLabelText(n.shared.label));
    attempt('482913');
    await waitFor(() => expect(page.left).toEqual(['/user']));
    expect(window.localStorage.getItem('noq-shared-device')).toBe('1');
    window.localStorage.clear();
  });
});
