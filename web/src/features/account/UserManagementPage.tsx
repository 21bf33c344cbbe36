import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../lib/errors';
import { ChangeMyEmailDocument } from './account.graphql';
import { useSession } from '../../lib/session';
import { usePageTexts } from '../../lib/texts';
import { paths } from '../../lib/paths';
import { DataState } from '../../ui/DataState';
import { fullName } from '../../lib/full-name';
import './account.css';

/** The avatar's page: the person's own account (name, e-mail, groups, shelter). */
export function UserManagementPage() {
  const texts = usePageTexts('account');
  const t = texts.account.userManagement;
  const { me, loading, error } = useSession();
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">{t.heading}</h1>
      <DataState loading={loading} error={error}>
        {me && (
          <div className="card">
            <dl className="facts">
              <dt>{t.name}</dt>
              <dd>{fullName(me) || t.noName}</dd>
              <dt>{t.email}</dt>
              <dd>{me.username}</dd>
              <dt>{t.groups}</dt>
              <dd>{me.usergroups.map((g) => texts.account.groupLabel[g]).join(', ')}</dd>
              {me.host && (
                <>
                  <dt>{t.shelter}</dt>
                  <dd>{me.host.name}</dd>
                </>
              )}
            </dl>
            <p>
              <Link to={paths.settings}>{t.change}</Link>
            </p>
          </div>
        )}
        {me?.username && <EmailForm />}
      </DataState>
    </section>
  );
}

/** The own login e-mail, changed after the password is given (issue 10). */
function EmailForm() {
  const texts = usePageTexts('account');
  const t = texts.account.userManagement;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [change, { loading }] = useMutation(ChangeMyEmailDocument);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    try {
      await change({ variables: { email, currentPassword: password } });
      setEmail('');
      setPassword('');
      setOutcome({ ok: true, text: t.emailSaved });
    } catch (err) {
      setOutcome({ ok: false, text: errorMessage(err, texts.common.actionFailed) });
    }
  }

  return (
    <form className="card" aria-labelledby="email-h" onSubmit={submit}>
      <h2 id="email-h">{t.emailHeading}</h2>
      <div className="field">
        <label htmlFor="new-email">{t.newEmail}</label>
        <input id="new-email" type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="email-password">{t.currentPassword}</label>
        <input
          id="email-password"
          type="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {outcome && (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? undefined : 'error'}>
          {outcome.text}
        </p>
      )}
      <button type="submit" disabled={loading}>
        {t.saveEmail}
      </button>
    </form>
  );
}
