/**
 * The pages people reach without being logged in (issue 20 §4–6): 'Glömt lösenordet?', the
 * set-password page of a reset or invitation link, the registration form and the activation link.
 * They are React routes of the app (not static pages like /login): the login page only gains a
 * link, so its 60 KB budget is untouched, and these pages load as their own chunk when opened. They
 * use no Apollo (not loaded for anonymous visitors): plain fetches (access.api.ts).
 *
 * A link's token is in its #fragment, which no browser sends to a server; the page reads it once
 * and takes it out of the address bar.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PageTexts } from '../../i18n/texts';
import { GraphQLResponseError } from '../../lib/graphql-fetch';
import { paths } from '../../lib/paths';
import { useSpeech, usePageTexts } from '../../lib/texts';
import { activateAccount, checkLink, registerGuest, requestPasswordReset, setPasswordWithLink } from './access.api';
import './auth.css';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { MIN_PASSWORD } from '../../lib/password';
import { useSmsLogin } from './nomail.api';

/** What a failure says, in the language in use; the server's own (Swedish) text for a field it refused. */
function failureText(t: PageTexts<'access'>, error: unknown): string {
  if (error instanceof GraphQLResponseError) {
    switch (error.code) {
      case 'TOO_MANY_REQUESTS':
        return t.access.tooMany;
      case 'LINK_INVALID':
        return t.access.link.invalid;
      case 'LINK_USED':
        return t.access.link.used;
      case 'LINK_EXPIRED':
        return t.access.link.expired;
      case 'BAD_USER_INPUT':
        return error.errors[0]?.message || t.access.failed;
    }
  }
  return t.access.failed;
}

const isLinkFailure = (error: unknown): boolean =>
  error instanceof GraphQLResponseError && ['LINK_INVALID', 'LINK_USED', 'LINK_EXPIRED'].includes(error.code ?? '');

/**
 * Issue 33 §11: the link is checked as the page opens, so a used or expired link says so before
 * anyone types two passwords. Only a link failure replaces the form (a network trouble leaves it).
 */
function useLinkCheck(token: string, kind: 'password' | 'activation', onFailure: (text: string) => void): void {
  const t = usePageTexts('access');
  useEffect(() => {
    if (!token) return;
    let live = true;
    checkLink(token, kind).catch((error: unknown) => {
      if (live && isLinkFailure(error)) onFailure(failureText(t, error));
    });
    return () => {
      live = false;
    };
    // Once per page: the token does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, kind]);
}

/** A fragment with a broken %-escape is a token no server knows (LINK_INVALID), not a crash. */
function tokenOf(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
}

/** The token this history entry keeps once the address bar has lost it (below). */
function keptToken(state: unknown): string {
  const kept = typeof state === 'object' && state !== null ? (state as { linkToken?: unknown }).linkToken : undefined;
  return typeof kept === 'string' ? kept : '';
}

/**
 * The token of the link that opened the page, read once; the address bar then loses it, and the
 * history entry keeps it (not the URL: never shared, bookmarked or sent). The page may mount a
 * second time after the hash is gone: somebody already logged in who opens a link sees the page
 * while the session is asked, and SessionRoot then enters the logged-in app around the same routes,
 * a new tree. That mount, and a reload, find the token in the entry.
 */
function useLinkToken(): string {
  const { hash, pathname, state } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenOf(hash) || keptToken(state));
  useEffect(() => {
    if (hash) void navigate(pathname, { replace: true, state: { linkToken: token } });
  }, [hash, pathname, navigate, token]);
  return token;
}

function ToLogin({ label }: { label?: string }) {
  const t = usePageTexts('access');
  return (
    <p>
      <a href={paths.login}>{label ?? t.access.toLogin}</a>
    </p>
  );
}

function Alert({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="error">
      {text}
    </p>
  ) : null;
}

/** 'Glömt lösenordet?' (issue 20 §4): the same answer for every address. */
export function ForgotPasswordPage() {
  const t = usePageTexts('access');
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    requestPasswordReset(email.trim())
      .then(() => setSent(true))
      .catch((error: unknown) => setFailure(failureText(t, error)))
      .finally(() => setBusy(false));
  };

  return (
    <section className="login" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t.access.forgot.title}</h1>
      {sent ? (
        <>
          <p role="status">{t.access.forgot.sent}</p>
          <ToLogin />
        </>
      ) : (
        <form className="login__form" onSubmit={submit}>
          <p>{t.access.forgot.intro}</p>
          <div className="field">
            <label htmlFor={`${id}-email`}>{t.access.forgot.email}</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="username"
              required
              autoFocus
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <Alert text={failure} />
          <div className="login__actions">
            <button type="submit" disabled={busy}>
              {busy ? t.access.forgot.submitting : t.access.forgot.submit}
            </button>
            <a href={paths.login}>{t.access.toLogin}</a>
          </div>
        </form>
      )}
    </section>
  );
}

/** The page of a reset link or of a staff invitation: choose a password (the same rules as changing it). */
function SetPasswordPage({ invitation }: { invitation: boolean }) {
  const t = usePageTexts('access');
  const id = useId();
  const token = useLinkToken();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<{ text: string; link: boolean } | null>(
    token ? null : { text: t.access.link.missing, link: true },
  );
  const title = invitation ? t.access.password.invitationTitle : t.access.password.resetTitle;
  useLinkCheck(token, 'password', (text) => setFailure({ text, link: true }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD) return setFailure({ text: t.access.password.tooShort(MIN_PASSWORD), link: false });
    if (password !== repeat) return setFailure({ text: t.access.password.mismatch, link: false });
    setBusy(true);
    setFailure(null);
    setPasswordWithLink(token, password)
      .then(() => setDone(true))
      .catch((error: unknown) => setFailure({ text: failureText(t, error), link: isLinkFailure(error) }))
      .finally(() => setBusy(false));
  };

  if (done) {
    return (
      <section className="login" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{title}</h1>
        <p role="status">{t.access.password.done}</p>
        <ToLogin label={t.access.login} />
      </section>
    );
  }
  return (
    <section className="login" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{title}</h1>
      {invitation && <p>{t.access.password.invitationIntro}</p>}
      {failure?.link ? (
        <>
          <p role="alert" className="error">
            {failure.text}
          </p>
          <p>
            <a href={invitation ? paths.login : paths.forgotPassword}>{invitation ? t.access.toLogin : t.access.link.newReset}</a>
          </p>
        </>
      ) : (
        <form className="login__form" onSubmit={submit} noValidate>
          <NewPasswordFields
            labels={{
              password: t.access.password.password,
              rules: t.access.password.rules(MIN_PASSWORD),
              repeat: t.access.password.repeat,
            }}
            password={password}
            repeat={repeat}
            onPassword={setPassword}
            onRepeat={setRepeat}
            autoFocus
          />
          <Alert text={failure?.text ?? null} />
          <div className="login__actions">
            <button type="submit" disabled={busy}>
              {busy ? t.access.password.submitting : t.access.password.submit}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

export const ResetPasswordPage = () => <SetPasswordPage invitation={false} />;

export const InvitationPage = () => <SetPasswordPage invitation />;

/** SPEC §2's /register as a real form (issue 20 §5): a guest account, activated by an e-mailed link. */
export function RegisterPage() {
  const t = usePageTexts('access', 'nomail');
  const { language } = useSpeech();
  const id = useId();
  const [form, setForm] = useState({ email: '', password: '', firstName: '', lastName: '', gender: '', phone: '' });
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sms = useSmsLogin();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.password.length < MIN_PASSWORD) return setFailure(t.access.password.tooShort(MIN_PASSWORD));
    setBusy(true);
    setFailure(null);
    const email = form.email.trim();
    registerGuest({
      email,
      password: form.password,
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      gender: form.gender === 'K' || form.gender === 'M' ? form.gender : null,
      phone: form.phone.trim() || null,
      language,
    })
      .then(() => setSentTo(email))
      .catch((error: unknown) => setFailure(failureText(t, error)))
      .finally(() => setBusy(false));
  };

  const r = t.access.register;
  return (
    <section className="login" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{r.title}</h1>
      {sentTo !== null ? (
        <>
          <p role="status">{r.sent(sentTo)}</p>
          <ToLogin />
        </>
      ) : (
        <form className="login__form" onSubmit={submit}>
          <p>{r.intro}</p>
          {sms && (
            <p>
              <a href={paths.registerPhone}>{t.nomail.register.withPhone}</a>
            </p>
          )}
          <div className="field">
            <label htmlFor={`${id}-email`}>{r.email}</label>
            <input id={`${id}-email`} type="email" autoComplete="email" required autoFocus value={form.email} onChange={set('email')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-password`}>{r.password}</label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              required
              aria-describedby={`${id}-rules`}
              value={form.password}
              onChange={set('password')}
            />
            <small id={`${id}-rules`}>{t.access.password.rules(MIN_PASSWORD)}</small>
          </div>
          <div className="field">
            <label htmlFor={`${id}-first`}>{r.firstName}</label>
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
            <label htmlFor={`${id}-last`}>{r.lastName}</label>
            <input id={`${id}-last`} autoComplete="family-name" required maxLength={100} value={form.lastName} onChange={set('lastName')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-gender`}>{r.gender}</label>
            <select id={`${id}-gender`} value={form.gender} onChange={set('gender')}>
              <option value="">{r.genderUnset}</option>
              <option value="K">{r.genderK}</option>
              <option value="M">{r.genderM}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-phone`}>{r.phone}</label>
            <input id={`${id}-phone`} type="tel" autoComplete="tel" maxLength={30} value={form.phone} onChange={set('phone')} />
          </div>
          <Alert text={failure} />
          <div className="login__actions">
            <button type="submit" disabled={busy}>
              {busy ? r.submitting : r.submit}
            </button>
            <a href={paths.login}>{t.access.toLogin}</a>
          </div>
        </form>
      )}
    </section>
  );
}

/**
 * The activation link of a registered guest (issue 20 §5, issue 29 §1): the holder of the link
 * chooses the password the account logs in with (a password given at registration does not
 * survive activation: whoever registered the address first must not get in), then may log in.
 */
export function ActivatePage() {
  const t = usePageTexts('access');
  const id = useId();
  const token = useLinkToken();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<{ text: string; link: boolean } | null>(
    token ? null : { text: t.access.link.missing, link: true },
  );
  useLinkCheck(token, 'activation', (text) => setFailure({ text, link: true }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD) return setFailure({ text: t.access.password.tooShort(MIN_PASSWORD), link: false });
    if (password !== repeat) return setFailure({ text: t.access.password.mismatch, link: false });
    setBusy(true);
    setFailure(null);
    activateAccount(token, password)
      .then(() => setDone(true))
      .catch((error: unknown) => setFailure({ text: failureText(t, error), link: isLinkFailure(error) }))
      .finally(() => setBusy(false));
  };

  return (
    <section className="login" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t.access.activate.title}</h1>
      {done ? (
        <>
          <p role="status">{t.access.activate.done}</p>
          <ToLogin label={t.access.login} />
        </>
      ) : failure?.link ? (
        <>
          <p role="alert" className="error">
            {failure.text}
          </p>
          <ToLogin />
        </>
      ) : (
        <form className="login__form" onSubmit={submit} noValidate>
          <p>{t.access.activate.intro}</p>
          <NewPasswordFields
            labels={{
              password: t.access.register.password,
              rules: t.access.password.rules(MIN_PASSWORD),
              repeat: t.access.password.repeat,
            }}
            password={password}
            repeat={repeat}
            onPassword={setPassword}
            onRepeat={setRepeat}
            autoFocus
          />
          <Alert text={failure?.text ?? null} />
          <div className="login__actions">
            <button type="submit" disabled={busy}>
              {busy ? t.access.activate.working : t.access.activate.submit}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
