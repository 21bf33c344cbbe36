import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sv } from '../../i18n/sv';
import { hostDigest } from '../../i18n/sv/notify';
import { texts as en } from '../../i18n/en';
import { renderRoute } from '../../test-support/render';
import { person, sessionMocks } from '../../test-support/session-mocks';
import { MyNotificationSettingsDocument, SetMyContactPreferenceDocument, SetMyRequestDigestDocument } from './notify.graphql';

const c = sv.account.contact;
const settings = (over: Record<string, unknown> = {}) => ({
  __typename: 'NotificationSettings',
  contactPreference: 'email',
  hasEmail: true,
  hasPhone: false,
  requestDigest: null,
  ...over,
});

describe('messages about bookings on the settings page (issue 20 §3)', () => {
  it('a guest chooses SMS, is told there is no phone number, and saves', async () => {
    let saved = 0;
    renderRoute('/settings', [
      ...sessionMocks(person(['user'])),
      { request: { query: MyNotificationSettingsDocument }, result: { data: { myNotificationSettings: settings() } } },
      {
        request: { query: SetMyContactPreferenceDocument, variables: { preference: 'sms' } },
        result: () => {
          saved++;
          return { data: { setMyContactPreference: settings({ contactPreference: 'sms' }) } };
        },
      },
    ]);
    // The file's first render loads the account pages and their texts: up to 15 s on a loaded CI machine (stop 48).
    const form = (await screen.findByRole('heading', { name: c.heading }, { timeout: 15_000 })).closest('form') as HTMLElement;
    const group = within(form).getByRole('group', { name: c.intro });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => [r.closest('label')?.textContent, (r as HTMLInputElement).checked]),
    ).toEqual([
      [c.email, true],
      [c.sms, false],
      [c.none, false],
    ]);
    expect(within(form).queryByText(c.noPhone)).toBeNull();
    fireEvent.click(within(group).getByRole('radio', { name: c.sms }));
    expect(within(form).getByText(c.noPhone)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: c.save }));
    await waitFor(() => expect(saved).toBe(1));
    expect((await within(form).findByRole('status')).textContent).toBe(c.saved);
  });

  it('host staff turn the digest on; guests do not see it', async () => {
    let enabled = 0;
    renderRoute('/settings', [
      ...sessionMocks(person(['host'])),
      {
        request: { query: MyNotificationSettingsDocument },
        result: { data: { myNotificationSettings: settings({ requestDigest: false }) } },
      },
      {
        request: { query: SetMyRequestDigestDocument, variables: { enabled: true } },
        result: () => {
          enabled++;
          return { data: { setMyRequestDigest: settings({ requestDigest: true }) } };
        },
      },
    ]);
    const box = (await screen.findByRole('checkbox', { name: hostDigest.label })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.queryByRole('heading', { name: c.heading })).toBeNull();
    fireEvent.click(box);
    await waitFor(() => expect(enabled).toBe(1));
    expect(await screen.findByText(hostDigest.on)).toBeTruthy();
  });

  it('every guest language has the texts', () => {
    expect(Object.keys(en.account.contact).sort()).toEqual(Object.keys(c).sort());
  });
});
