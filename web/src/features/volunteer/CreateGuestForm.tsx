import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { sv } from '../../i18n/sv-volunteer';
import { createGuestErrorText } from './booking-errors';
import { VolunteerCreateGuestDocument } from './volunteer.graphql';

const t = sv.volunteer.createGuest;

type Result = { kind: 'ok' | 'error'; text: string } | null;

/**
 * 'Skapa en Ny Gäst' (SPEC §2, §5, §8): first name, last name and UNO code are all required; the
 * gender is optional, and a woman-only room needs K (DESIGN §4). Messages stay in the page instead
 * of SPEC's alert (issue 6).
 */
export function CreateGuestForm({
  onCreated,
}: {
  onCreated?: (guest: { id: string; firstName: string; lastName: string; uno: string }) => void;
}) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [uno, setUno] = useState('');
  const [gender, setGender] = useState('');
  const [phone, setPhone] = useState('');
  const [result, setResult] = useState<Result>(null);
  const [unoProblem, setUnoProblem] = useState<string | null>(null);
  const [create, { loading }] = useMutation(VolunteerCreateGuestDocument);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = { firstName: firstName.trim(), lastName: lastName.trim(), uno: uno.trim() };
    if (!input.firstName || !input.lastName || !input.uno) {
      setResult({ kind: 'error', text: t.fillAll });
      return;
    }
    // Issue 23 §2: a UNO code that is not 4 digits is said under its field, and nothing is sent.
    if (!/^[0-9]{4}$/.test(input.uno)) {
      setUnoProblem(t.unoInvalid);
      setResult(null);
      return;
    }
    setUnoProblem(null);
    setResult(null);
    try {
      // Issue 36: the login phone only when one is given (the request is otherwise what it was).
      const withPhone = phone.trim() ? { phone: phone.trim() } : {};
      const { data } = await create({ variables: { input: { ...input, gender: gender || null, ...withPhone } } });
      setResult({ kind: 'ok', text: t.created });
      setFirstName('');
      setLastName('');
      setUno('');
      setGender('');
      setPhone('');
      if (data) onCreated?.(data.createGuest);
    } catch (error) {
      setResult({ kind: 'error', text: createGuestErrorText(error) });
    }
  };

  return (
    <section className="card create-guest" aria-labelledby="create-guest-title">
      <h2 id="create-guest-title">{t.heading}</h2>
      <form onSubmit={submit} noValidate>
        <div className="form-grid">
          <div className="field">
            <label htmlFor="new-guest-first">{t.firstName}</label>
            <input
              id="new-guest-first"
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
              maxLength={100}
              autoComplete="off"
              required
            />
          </div>
          <div className="field">
            <label htmlFor="new-guest-last">{t.lastName}</label>
            <input
              id="new-guest-last"
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
              maxLength={100}
              autoComplete="off"
              required
            />
          </div>
          <div className="field">
            <label htmlFor="new-guest-uno">{t.uno}</label>
            <input
              id="new-guest-uno"
              value={uno}
              onChange={(e) => setUno(e.target.value)}
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
              required
              aria-invalid={unoProblem ? true : undefined}
              aria-describedby={unoProblem ? 'new-guest-uno-hint new-guest-uno-problem' : 'new-guest-uno-hint'}
            />
            <span id="new-guest-uno-hint" className="hint">
              {t.unoHint}
            </span>
            {unoProblem && (
              <p id="new-guest-uno-problem" className="error" role="alert">
                {unoProblem}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="new-guest-gender">{t.gender}</label>
            <select id="new-guest-gender" value={gender} onChange={(e) => setGender(e.target.value)}>
              <option value="">{t.genderUnknown}</option>
              <option value="K">{t.genderK}</option>
              <option value="M">{t.genderM}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="new-guest-phone">{t.phone}</label>
            <input
              id="new-guest-phone"
              type="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              maxLength={20}
              autoComplete="off"
              aria-describedby="new-guest-phone-hint"
            />
            <span id="new-guest-phone-hint" className="hint">
              {t.phoneHint}
            </span>
          </div>
        </div>
        <button type="submit" disabled={loading}>
          {t.submit}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {result?.kind === 'ok' && <p className="notice-ok">{result.text}</p>}
      </div>
      {result?.kind === 'error' && (
        <p role="alert" className="error">
          {result.text}
        </p>
      )}
    </section>
  );
}
