/**
 * Logging in without e-mail (issue 36), as public pages of the app reached from the login page:
 * 'Logga in med telefon' (an SMS code; shown only when an SMS channel is configured), 'Logga in
 * med UNO-kod och PIN', 'Jag har en startkod' (from staff: choose a PIN) and registration by phone.
 * Each offers "Inte min telefon": a shared computer's short session, idle logout and no bookings
 * kept on the device (lib/offline-store.ts, lib/shared-device.ts). Plain fetches, no Apollo.
 */
import { type FormEvent, useContext, useId, useState } from 'react';
import type { PageTexts } from '../../i18n/texts';
import { GraphQLResponseError } from '../../lib/graphql-fetch';
import { LeaveContext } from '../../lib/leave';
import { forgetPersonalData, markSharedDevice } from '../../lib/offline-store';
import { homeFor, paths } from '../../lib/paths';
import { useSpeech, usePageTexts } from '../../lib/texts';
import type { Group } from '../../gql/graphql';
import { loginWithPin, loginWithSmsCode, redeemStartCode, registerGuestByPhone, requestLoginCode, useSmsLogin } from './nomail.api';
import './auth.css';

function failureText(t: PageTexts<'nomail'>, error: unknown, wrong: string): string {
  if (error instanceof GraphQLResponseError) {
    switch (error.code) {
      case 'TOO_MANY_REQUESTS':
        return t.nomail.tooMany;
      case 'CODE_INVALID':
      case 'LOGIN_FAILED':
        return wrong;
      case 'ACCOUNT_LOCKED':
        return t.nomail.pin.locked;
      case 'ACCOUNT_DEACTIVATED':
        return t.nomail.deactivated;
      case 'BAD_USER_INPUT':
        return error.errors[0]?.message || t.nomail.failed;
    }
  }
  return t.nomail.failed;
}

function Alert({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="error">
      {text}
    </p>
  ) : null;
}

/** After a login: what an earlier person left here goes, the device's kind is remembered, and the person's home loads. */
function useEnter(): (groups: readonly Group[], shared: boolean) => Promise<void> {
  const leave = useContext(LeaveContext);
  return async (groups, shared) => {
    await forgetPersonalData();
    markSharedDevice(shared);
    leave(homeFor(groups));
  };
}

function SharedDevice({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const t = usePageTexts('nomail').nomail.shared;
  const id = useId();
  return (
    <div className="field field--check">
      <label htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-describedby={`${id}-hint`} />{' '}
        {t.label}
      </label>
      <small id={`${id}-hint`}>{t.hint}</small>
    </div>
  );
}

const SWEDISH_MOBILE = /^(?:\+46|0046|46|0)7\d{8}$/;
const looksLikeMobile = (v: string) => SWEDISH_MOBILE.test(v.replace(/[\s\-().]/g, ''));

/** The code step shared by the phone login and the registration by phone. */
function CodeStep({ phone, onAgain }: { phone: string; onAgain: () => void }) {
  const t = usePageTexts('nomail');
  const p = t.nomail.phone;
  const id = useId();
  const enter = useEnter();
  const [code, setCode] = useState('');
  const [shared, setShared] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    loginWithSmsCode(phone, code.replace(/\s/g, ''), shared)
      .then((me) => enter(me.usergroups, shared))
      .catch((error: unknown) => {
        setCode('');
        setFailure(failureText(t, error, p.badCode));
        setBusy(false);
      });
  };
  return (
    <form className="login__form" onSubmit={submit}>
      <p role="status">{p.sent}</p>
      <div className="field">
        <label htmlFor={`${id}-code`}>{p.code}</label>
        <input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          required
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <SharedDevice checked={shared} onChange={setShared} />
      <Alert text={failure} />
      <div className="login__actions">
        <button type="submit" disabled={busy}>
          {busy ? p.submitting : p.submit}
        </button>
        <button type="button" className="secondary" onClick={onAgain}>
          {p.again}
        </button>
      </div>
    </form>
  );
}

/** 'Logga in med telefon': the number, then the code from the SMS. */
export function PhoneLoginPage() {
  const t = usePageTexts('nomail');
  const p = t.nomail.phone;
  const id = useId();
  const sms = useSmsLogin();
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!looksLikeMobile(phone)) return setFailure(p.badNumber);
    setBusy(true);
    setFailure(null);
    requestLoginCode(phone.trim())
      .then(() => setSentTo(phone.trim()))
      .catch((error: unknown) => setFailure(failureText(t, error, p.badNumber)))
      .finally(() => setBusy(false));
  };
  return (
    <section className="login" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{p.title}</h1>
      {sms === false ? (
        <p>
          <a href={paths.login}>{t.nomail.toLogin}</a>
        </p>
      ) : sentTo !== null ? (
        <CodeStep phone={sentTo} onAgain={() => setSentTo(null)} />
      ) : (
        <form className="login__form" onSubmit={submit} noValidate>
          <p>{p.intro}</p>
          <div className="field">
            <label htmlFor={`${id}-phone`}>{p.number}</label>
            <input
              id={`${id}-phone`}
              type="tel"
              autoComplete="tel"
              maxLength={20}
              required
              autoFocus
              aria-describedby={`${id}-hint`}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
            <small id={`${id}-hint`}>{p.numberHint}</small>
          </div>
          <Alert text={failure} />
          <div className="login__actions">
            <button type="submit" disabled={busy}>
              {busy ? p.sending : p.send}
            </button>
            <a href={paths.login}>{t.nomail.toLogin}</a>
          </div>
        </form>
      )}
    </section>
  );
}

/** 'Logga in med UNO-kod och PIN'. */
export function PinLoginPage() {
  const t = usePageTexts('nomail');
  const p = t.nomail.pin;
  const id = useId();
  const enter = useEnter();
  const [uno, setUno] = useState('');
  const [pin, setPin] = useState('');
  const [shared, setShared] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    loginWithPin(uno.trim(), pin, shared)
      .then((me) => enter(me.usergroups, shared))
      .catch((error: unknown) => {
        setPin('');
        setFailure(failureText(t, error, p.failed));
        setBusy(false);
      });
  };
  return (
    <section className="login" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{p.title}</h1>
      <form className="login__form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-uno`}>{p.uno}</label>
          <input
            id={`${id}-uno`}
            inputMode="numeric"
            autoComplete="username"
            maxLength={4}
            required
            autoFocus
            value={uno}
            onChange={(e) => setUno(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-pin`}>{p.pin}</label>
          <input
            id={`${id}-pin`}
            type="password"
            inputMode="numeric"
            autoComplete="current-password"
            maxLength={6}
            required
            value={pin}
            onChange={(e) => setPin(e.target.value)}
          />
        </div>
        <SharedDevice checked={shared} onChange={setShared} />
        <Alert text={failure} />
        <div className="login__actions">
          <button type="submit" disabled={busy}>
            {busy ? p.submitting : p.submit}
          </button>
          <a href={paths.login}>{t.nomail.toLogin}</a>
        </div>
      </form>
    </section>
  );
}

/** 'Jag har en startkod': the code from the slip and a new PIN; then the UNO code to remember. */
export function StartCodePage() {
  const t = usePageTexts('nomail');
  const s = t.nomail.start;
  const id = useId();
  const enter = useEnter();
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [shared, setShared] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ uno: string; groups: Group[] } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(pin)) return setFailure(s.pinShape);
    if (pin !== repeat) return setFailure(s.mismatch);
    setBusy(true);
    setFailure(null);
    redeemStartCode(code.trim(), pin, shared)
      .then((r) => setDone({ uno: r.uno, groups: r.me.usergroups }))
      .catch((error: unknown) => setFailure(failureText(t, error, s.badCode)))
      .finally(() => setBusy(false));
  };
  if (done) {
    return (
      <section className="login" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{s.title}</h1>
        <p role="status">{s.done(done.uno)}</p>
        <p>
          <button type="button" autoFocus onClick={() => void enter(done.groups, shared)}>
            {s.continue}
          </button>
        </p>
      </section>
    );
  }
  return (
    <section className="login" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{s.title}</h1>
      <form className="login__form" onSubmit={submit} noValidate>
        <p>{s.intro}</p>
        <div className="field">
          <label htmlFor={`${id}-code`}>{s.code}</label>
          <input
            id={`${id}-code`}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            required
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-pin`}>{s.pin}</label>
          <input
            id={`${id}-pin`}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            required
            value={pin}
            onChange={(e) => setPin(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-repeat`}>{s.repeat}</label>
          <input
            id={`${id}-repeat`}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            required
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
          />
        </div>
        <SharedDevice checked={shared} onChange={setShared} />
        <Alert text={failure} />
        <div className="login__actions">
          <button type="submit" disabled={busy}>
            {busy ? s.submitting : s.submit}
          </button>
          <a href={paths.login}>{t.nomail.toLogin}</a>
        </div>
      </form>
    </section>
  );
}

/** Registration with a mobile number (issue 36 §2): activated by the SMS code, typed on the same page. */
export function PhoneRegisterPage() {
  const t = usePageTexts('nomail', 'access');
  const r = t.nomail.register;
  const a = t.access.register;
  const { language } = useSpeech();
  const id = useId();
  const sms = useSmsLogin();
  const [form, setForm] = useState({ phone: '', firstName: '', lastName: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!looksLikeMobile(form.phone)) return setFailure(t.nomail.phone.badNumber);
    setBusy(true);
    setFailure(null);
    registerGuestByPhone({ phone: form.phone.trim(), firstName: form.firstName.trim(), lastName: form.lastName.trim(), language })
      .then(() => setSentTo(form.phone.trim()))
      .catch((error: unknown) => setFailure(failureText(t, error, t.nomail.failed)))
      .finally(() => setBusy(false));
  };
  return (
    <section className="login" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{r.title}</h1>
      {sms === false ? (
        <p>
          <a href={paths.register}>{r.withEmail}</a>
        </p>
      ) : sentTo !== null ? (
        <CodeStep phone={sentTo} onAgain={() => setSentTo(null)} />
      ) : (
        <form className="login__form" onSubmit={submit} noValidate>
          <p>{r.intro}</p>
          <div className="field">
            <label htmlFor={`${id}-phone`}>{t.nomail.phone.number}</label>
            <input
              id={`${id}-phone`}
              type="tel"
              autoComplete="tel"
              maxLength={20}
              required
              autoFocus
              value={form.phone}
              onChange={set('phone')}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-first`}>{a.firstName}</label>
            <input
              id={`${id}-first`}
              autoComplete="given-name"
              required
              maxLength={100}
              value={form.firstName}
              onChange={set('firstName')}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-last`}>{a.lastName}</label>
            <input id={`${id}-last`} autoComplete="family-name" required maxLength={100} value={form.lastName} onChange={set('lastName')} />
          </div>
          <Alert text={failure} />
          <div className="login__actions">
            <button type="submit" disabled={busy}>
              {busy ? t.nomail.phone.sending : r.submit}
            </button>
            <a href={paths.register}>{r.withEmail}</a>
          </div>
        </form>
      )}
    </section>
  );
}
