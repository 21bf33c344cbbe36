import { useApolloClient, useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { sv } from '../../i18n/sv';
import { homeFor, paths } from '../../paths';
import { errorCode, errorMessage } from '../../ui/errors';
import { LoginDocument } from './auth.graphql';
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
 */
export function LoginPage() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [login, { loading }] = useMutation(LoginDocument);
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
      const { data } = await login({ variables: { email: email.trim(), password } });
      if (!data) throw new Error('no answer');
      // Nothing cached for an earlier person may survive: the cache starts over, and every query
      // on screen (the session first) asks again with the new cookie.
      await client.resetStore();
      navigate(requestedPath(location.state) ?? homeFor(data.login.usergroups), { replace: true });
    } catch (error) {
      setEmail('');
      setPassword('');
      // Throttled logins also say why (DESIGN §6); every other failure reads the same.
      setFailure(errorCode(error) === 'TOO_MANY_REQUESTS' ? `${t.failed} ${errorMessage(error, '')}` : t.failed);
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
