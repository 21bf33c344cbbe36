import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { sv } from '../../i18n/sv-volunteer';
import { paths } from '../../lib/paths';
import { VolunteerIssueStartCodeDocument } from './volunteer.graphql';

const t = sv.volunteer.startCode;

/**
 * Issue 36 §3: a one-time start code for a guest without e-mail or phone, shown (and printed with
 * the slip) once: the server keeps it only hashed. A new one replaces the old.
 */
export function StartCodeBox({ guestId }: { guestId: string }) {
  const [issue, { loading }] = useMutation(VolunteerIssueStartCodeDocument);
  const [code, setCode] = useState<{ code: string; uno: string; expiresAt: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const make = () => {
    setFailed(false);
    issue({ variables: { guestId } })
      .then(({ data }) => setCode(data ? { ...data.issueStartCode, expiresAt: String(data.issueStartCode.expiresAt) } : null))
      .catch(() => setFailed(true));
  };
  const site = typeof window === 'undefined' ? '' : `${window.location.host}${paths.loginStartCode}`;
  return (
    <div className="start-code">
      <h3>{t.heading}</h3>
      {code ? (
        <dl className="slip-facts">
          <dt>{t.code}</dt>
          <dd className="start-code__code" data-testid="start-code">
            {code.code}
          </dd>
          <dt>{t.uno}</dt>
          <dd>{code.uno}</dd>
          <dd className="start-code__where">
            {t.validUntil(code.expiresAt.slice(0, 10))} {t.where(site)}
          </dd>
        </dl>
      ) : (
        <p>{t.intro}</p>
      )}
      <button type="button" className="secondary slip-print" onClick={make} disabled={loading}>
        {loading ? t.working : code ? t.remake : t.make}
      </button>
      {failed && (
        <p role="alert" className="error">
          {t.failed}
        </p>
      )}
    </div>
  );
}
