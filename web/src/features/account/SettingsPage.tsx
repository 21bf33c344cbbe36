import { useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSession, type SessionPerson } from '../../lib/session';
import { usePageTexts } from '../../lib/texts';
import { DataState } from '../../ui/DataState';
import { errorMessage } from '../../lib/errors';
import { MIN_PASSWORD } from '../../lib/password';
import { ChangeMyPasswordDocument, UpdateMyNameDocument } from './account.graphql';
import { MeDocument } from '../../lib/session.graphql';
import { NotificationSettings } from './NotificationSettings';
import { PhoneSettings } from './PhoneSettings';
import { type Outcome, OutcomeText } from './outcome';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import './account.css';

function NameForm({ me }: { me: SessionPerson }) {
  const t = usePageTexts('account').account.settings;
  const id = useId();
  const [firstName, setFirstName] = useState(me.firstName);
  const [lastName, setLastName] = useState(me.lastName);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [save, { loading }] = useMutation(UpdateMyNameDocument);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!firstName.trim() || !lastName.trim()) {
      setOutcome({ ok: false, text: t.nameRequired });
      return;
    }
    try {
      await save({ variables: { firstName, lastName } });
      setOutcome({ ok: true, text: t.nameSaved });
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error, t.failed) });
    }
  }

  return (
    <form className="card settings-form" onSubmit={submit} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t.nameHeading}</h2>
      <div className="field">
        <label htmlFor={`${id}-first`}>{t.firstName}</label>
        <input id={`${id}-first`} autoComplete="given-name" required value={firstName} onChange={(e) => setFirstName(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-last`}>{t.lastName}</label>
        <input id={`${id}-last`} autoComplete="family-name" required value={lastName} onChange={(e) => setLastName(e.target.value)} />
      </div>
      <OutcomeText outcome={outcome} />
      <button type="submit" disabled={loading}>
        {loading ? t.saving : t.saveName}
      </button>
    </form>
  );
}

function PasswordForm({ username, first = false }: { username: string; first?: boolean }) {
  const t = usePageTexts('account').account.settings;
  const id = useId();
  const currentRef = useRef<HTMLInputElement>(null);
  // An initial password must be changed first (issue 23 §7): the form has the focus at once.
  useEffect(() => {
    if (first) currentRef.current?.focus();
  }, [first]);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [change, { loading }] = useMutation(ChangeMyPasswordDocument);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (next.length < MIN_PASSWORD) {
      setOutcome({ ok: false, text: t.passwordTooShort });
      return;
    }
    if (next !== repeat) {
      setOutcome({ ok: false, text: t.passwordMismatch });
      return;
    }
    try {
      // Refetching `me` lifts the must-change-password redirect of an initial password (issue 10).
      await change({ variables: { currentPassword: current, newPassword: next }, refetchQueries: [MeDocument], awaitRefetchQueries: true });
      setCurrent('');
      setNext('');
      setRepeat('');
      setOutcome({ ok: true, text: t.passwordSaved });
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error, t.failed) });
    }
  }

  return (
    <form className="card settings-form" onSubmit={submit} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t.passwordHeading}</h2>
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <div className="field">
        <label htmlFor={`${id}-current`}>{t.currentPassword}</label>
        <input
          ref={currentRef}
          id={`${id}-current`}
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      </div>
      <NewPasswordFields
        labels={{ password: t.newPassword, rules: t.passwordHint, repeat: t.repeatPassword }}
        password={next}
        repeat={repeat}
        onPassword={setNext}
        onRepeat={setRepeat}
        minLength={MIN_PASSWORD}
      />
      <OutcomeText outcome={outcome} />
      <button type="submit" disabled={loading}>
        {loading ? t.saving : t.savePassword}
      </button>
    </form>
  );
}

/** Settings: the person's own name and password, with the server's Swedish reasons on failure. */
export function SettingsPage() {
  const t = usePageTexts('account').account.settings;
  const { me, loading, error } = useSession();
  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title">{t.heading}</h1>
      <DataState loading={loading} error={error}>
        {me && (
          <>
            {me.mustChangePassword && (
              <p role="alert" className="notice settings__must-change">
                {t.mustChange}
              </p>
            )}
            <div className="settings">
              <NameForm me={me} />
              <PasswordForm username={me.username} first={me.mustChangePassword} />
              <NotificationSettings me={me} />
              {me.usergroups.includes('user') && <PhoneSettings />}
            </div>
          </>
        )}
      </DataState>
    </section>
  );
}
