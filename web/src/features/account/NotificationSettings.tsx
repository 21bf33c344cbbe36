import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import type { ContactPreference } from '../../gql/graphql';
import { hostDigest } from '../../i18n/sv/notify';
import { errorMessage } from '../../lib/errors';
import type { SessionPerson } from '../../lib/session';
import { usePageTexts } from '../../lib/texts';
import { type Outcome, OutcomeText } from './outcome';
import { MyNotificationSettingsDocument, SetMyContactPreferenceDocument, SetMyRequestDigestDocument } from './notify.graphql';

const PREFERENCES = ['email', 'sms', 'none'] as const satisfies readonly ContactPreference[];

/** A guest's choice of how booking messages reach them (issue 20 §3), in the guest's language. */
function ContactForm({ preference, hasEmail, hasPhone }: { preference: ContactPreference; hasEmail: boolean; hasPhone: boolean }) {
  const t = usePageTexts('account').account.contact;
  const fail = usePageTexts('account').account.settings.failed;
  const id = useId();
  const [chosen, setChosen] = useState<ContactPreference>(preference);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [save, { loading }] = useMutation(SetMyContactPreferenceDocument);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    try {
      await save({ variables: { preference: chosen } });
      setOutcome({ ok: true, text: t.saved });
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error, fail) });
    }
  }

  const missing = chosen === 'email' && !hasEmail ? t.noEmail : chosen === 'sms' && !hasPhone ? t.noPhone : null;
  return (
    <form className="card settings-form" onSubmit={submit} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t.heading}</h2>
      <fieldset className="contact-choice" aria-describedby={missing ? `${id}-missing` : undefined}>
        <legend>{t.intro}</legend>
        {PREFERENCES.map((p) => (
          <label key={p}>
            <input type="radio" name={`${id}-preference`} value={p} checked={chosen === p} onChange={() => setChosen(p)} />
            {t[p]}
          </label>
        ))}
      </fieldset>
      {missing && (
        <p id={`${id}-missing`} className="hint">
          {missing}
        </p>
      )}
      <OutcomeText outcome={outcome} />
      <button type="submit" disabled={loading}>
        {t.save}
      </button>
    </form>
  );
}

/** Host staff's opt-in digest of new requests (issue 20 §3); staff texts are Swedish. */
function DigestForm({ enabled, hasEmail }: { enabled: boolean; hasEmail: boolean }) {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [save, { loading }] = useMutation(SetMyRequestDigestDocument);

  async function toggle(next: boolean) {
    try {
      await save({ variables: { enabled: next } });
      setOutcome({ ok: true, text: next ? hostDigest.on : hostDigest.off });
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error, hostDigest.failed) });
    }
  }

  return (
    <div className="card settings-form" role="group" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{hostDigest.heading}</h2>
      <label className="digest-toggle">
        <input
          type="checkbox"
          checked={enabled}
          disabled={loading}
          aria-describedby={`${id}-hint`}
          onChange={(e) => void toggle(e.target.checked)}
        />
        {hostDigest.label}
      </label>
      <p id={`${id}-hint`} className="hint">
        {hostDigest.hint}
        {!hasEmail && ` ${hostDigest.noEmail}`}
      </p>
      <OutcomeText outcome={outcome} />
    </div>
  );
}

/** The settings page's messages section: a guest's contact preference, host staff's digest. */
export function NotificationSettings({ me }: { me: SessionPerson }) {
  const isGuest = me.usergroups.includes('user');
  const isHost = me.usergroups.includes('host');
  const { data } = useQuery(MyNotificationSettingsDocument, { skip: !isGuest && !isHost, fetchPolicy: 'cache-and-network' });
  const settings = data?.myNotificationSettings;
  if (!settings) return null;
  return (
    <>
      {isGuest && (
        <ContactForm
          key={settings.contactPreference}
          preference={settings.contactPreference}
          hasEmail={settings.hasEmail}
          hasPhone={settings.hasPhone}
        />
      )}
      {isHost && <DigestForm enabled={settings.requestDigest ?? false} hasEmail={settings.hasEmail} />}
    </>
  );
}
