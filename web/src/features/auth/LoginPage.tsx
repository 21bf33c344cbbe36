import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { fetchLogin, GraphQLResponseError } from '../../lib/graphql-fetch';
import { useSessionControl } from '../../lib/session';
import { sv } from '../../i18n/sv';
import { homeFor, paths } from '../../lib/paths';
import './auth.css';

const t = sv.auth.login;

/** Where a guard sent the person from (RequireGroup passes the location as `state.from`). */
function requestedPath(state: unknown): string | null {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)?.from;
  if (!from || typeof from.pathname !== 'string') return null;
  if (from.pathname === paths.home || from.pathname === paths.login) return null;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return from.pathname + search + hash;
}

/**
 * SPEC §2 Login: e-mail and password (both required, e-mail focused on load); on success the page
 * the person asked for, else their first group's home, replacing the login page in the history;
 * on failure 'Autentisering misslyckades.' and both fields emptied.
 *
 * No Apollo here: the page is part of the small first chunk, so it logs in with a plain fetch of the
 * same `login` mutation (lib/graphql-fetch.ts); the logged-in app loads after that.
 */
export function LoginPage() {
  const { signedIn } = useSessionControl();
  const navigate = useNavigate();
  const location = useLocation();
  const [loading, setLoading] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    emailRef.current?.focus();
  }, []);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFailure(null);
    try {
      setLoading(true);
      const data = await fetchLogin({ email: email.trim(), password }).finally(() => setLoading(false));
      // Nothing cached for an earlier person may survive: the logged-in app starts with the new
      // cookie's `me` (or, when it is loaded already, its cache starts over and asks again).
      await signedIn();
      navigate(requestedPath(location.state) ?? homeFor(data.login.usergroups), { replace: true });
    } catch (error) {
      setEmail('');
      setPassword('');
      // Throttled logins also say why (DESIGN §6); every other failure reads the same.
      setFailure(
        error instanceof GraphQLResponseError && error.code === 'TOO_MANY_REQUESTS'
          ? `${t.failed} ${error.errors[0]?.message ?? ''}`
          : t.failed,
      );
      emailRef.current?.focus();
    }
  }

  return (
    <section className="login" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{sv.app.welcome}</h1>
      <form className="login__form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t.email}</label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>{t.password}</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <p className="login__forgot">{t.forgotPassword}</p>
        {failure && (
          <p role="alert" className="error">
            {failure}
          </p>
        )}
        <div className="login__actions">
          <button type="submit" disabled={loading}>
            {loading ? t.submitting : t.submit}
          </button>
          <Link className="button-link secondary" to={paths.register}>
            {t.register}
          </Link>
        </div>
      </form>
    </section>
  );
}
