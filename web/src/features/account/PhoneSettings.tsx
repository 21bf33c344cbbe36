import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { errorCode, errorMessage } from '../../lib/errors';
import { usePageTexts } from '../../lib/texts';
import { ConfirmMyPhoneDocument, MyPhoneDocument, RequestMyPhoneChangeDocument } from './account.graphql';
import { type Outcome, OutcomeText } from './outcome';

/**
 * Issue 36 §1: a guest adds or changes the mobile number they log in with; the number is theirs
 * once the code sent to it is typed back. Shown only when SMS can go out.
 */
export function PhoneSettings() {
  const t = usePageTexts('nomail').nomail;
  const s = t.settings;
  const id = useId();
  const { data, refetch } = useQuery(MyPhoneDocument);
  const [request, { loading: sending }] = useMutation(RequestMyPhoneChangeDocument);
  const [confirm, { loading: confirming }] = useMutation(ConfirmMyPhoneDocument);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (!data?.loginOptions.sms) return null;

  const failure = (error: unknown) =>
    errorCode(error) === 'CODE_INVALID'
      ? t.phone.badCode
      : errorCode(error) === 'TOO_MANY_REQUESTS'
        ? t.tooMany
        : errorMessage(error, t.failed);

  async function send(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setOutcome(null);
    try {
      await request({ variables: { phone: phone.trim() } });
      setSent(true);
      setOutcome({ ok: true, text: s.sent });
    } catch (error) {
      setOutcome({ ok: false, text: failure(error) });
    }
  }

  async function check(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    try {
      await confirm({ variables: { code: code.replace(/\s/g, '') } });
      await refetch();
      setSent(false);
      setPhone('');
      setCode('');
      setOutcome({ ok: true, text: s.saved });
    } catch (error) {
      setCode('');
      setOutcome({ ok: false, text: failure(error) });
    }
  }

  return (
    <section className="card settings-form" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{s.title}</h2>
      <p>{data.myPhone ? s.current(data.myPhone) : s.none}</p>
      {sent ? (
        <form onSubmit={check}>
          <div className="field">
            <label htmlFor={`${id}-code`}>{s.code}</label>
            <input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
          <button type="submit" disabled={confirming}>
            {s.confirm}
          </button>
        </form>
      ) : (
        <form onSubmit={send}>
          <div className="field">
            <label htmlFor={`${id}-phone`}>{s.number}</label>
            <input
              id={`${id}-phone`}
              type="tel"
              autoComplete="tel"
              maxLength={20}
              required
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
          </div>
          <button type="submit" disabled={sending}>
            {s.send}
          </button>
        </form>
      )}
      <OutcomeText outcome={outcome} />
    </section>
  );
}
