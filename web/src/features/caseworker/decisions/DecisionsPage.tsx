import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { DecisionFieldsFragment, GuestDecisionsQuery } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-decisions';
import { fullName } from '../../../lib/full-name';
import { errorMessage } from '../../../lib/errors';
import { todayInStockholm } from '../../../lib/dates';
import { stockholmDateTime } from '../../../lib/instant';
import { paths } from '../../../lib/paths';
import { bySwedishName } from '../../../lib/swedish-order';
import { DataState } from '../../../ui/DataState';
import '../caseworker.css';
import './decisions.css';
import { DecisionReports } from './DecisionReports';
import { ChangeDecisionDocument, EndDecisionDocument, GuestDecisionsDocument, RecordDecisionDocument } from './decisions.graphql';

const t = sv.decisions;

type Shelter = { id: string; name: string };

/** The shelters of the caseworker's rooms, each once, by name. */
function sheltersOf(data: GuestDecisionsQuery | undefined): Shelter[] {
  const byId = new Map<string, Shelter>();
  for (const p of data?.caseworkerAvailability ?? []) byId.set(p.shelter.id, { id: p.shelter.id, name: p.shelter.name });
  return bySwedishName(byId.values());
}

/**
 * /caseworker/decisions?guest=id, Biståndsbeslut (issue 38 §1): a guest's decisions with their
 * history; record one, extend or shorten it, end it. Reached from the guest on Användare. Without
 * a guest, the caseworker's reports (DecisionReports.tsx, §5).
 */
export function DecisionsPage() {
  const [params] = useSearchParams();
  const guestId = params.get('guest');
  // Without a guest: the reports (issue 38 §5); a guest's decisions are reached from Användare.
  if (!guestId) return <DecisionReports />;
  return <GuestDecisions guestId={guestId} />;
}

function GuestDecisions({ guestId }: { guestId: string }) {
  const { data, loading, error, refetch } = useQuery(GuestDecisionsDocument, { variables: { guestId } });
  const [notice, setNotice] = useState<string | null>(null);
  const guest = data?.caseworkerGuest;
  const list = data?.guestDecisions ?? [];
  return (
    <div className="caseworker-decisions">
      <h1>{guest ? t.headingOf(fullName(guest)) : t.heading}</h1>
      <p>
        <Link to={`${paths.caseworkerUsers}?guest=${encodeURIComponent(guestId)}`}>{t.back}</Link>
      </p>
      <p role="status" className="decision-notice">
        {notice ?? ''}
      </p>
      <DataState loading={loading && !data} error={error} onRetry={refetch}>
        <div className="decisions-layout">
          <section className="card" aria-labelledby="decisions-list-title">
            <h2 id="decisions-list-title">{t.list}</h2>
            {list.length === 0 ? (
              <p className="empty">{t.none}</p>
            ) : (
              <ul className="plain-list decision-list">
                {list.map((d) => (
                  <DecisionCard key={d.id} decision={d} onDone={(m) => setNotice(m)} />
                ))}
              </ul>
            )}
          </section>
          <RecordForm
            guestId={guestId}
            shelters={sheltersOf(data)}
            onDone={() => {
              setNotice(t.saved);
              void refetch();
            }}
          />
        </div>
      </DataState>
    </div>
  );
}

function DecisionCard({ decision: d, onDone }: { decision: DecisionFieldsFragment; onDone: (message: string) => void }) {
  const [endDate, setEndDate] = useState(d.endDate);
  const [maxNights, setMaxNights] = useState(d.maxNights === null || d.maxNights === undefined ? '' : String(d.maxNights));
  const [change, changing] = useMutation(ChangeDecisionDocument);
  const [end, ending] = useMutation(EndDecisionDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const ended = d.status === 'ended';
  const titleId = `decision-${d.id}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    try {
      await change({ variables: { id: d.id, input: { endDate, maxNights: maxNights.trim() === '' ? null : Number(maxNights) } } });
      onDone(t.changed);
    } catch (err) {
      setFailure(errorMessage(err, t.failed));
    }
  };
  const endNow = async () => {
    if (!window.confirm(t.confirmEnd)) return;
    setFailure(null);
    try {
      await end({ variables: { id: d.id } });
      onDone(t.ended);
    } catch (err) {
      setFailure(errorMessage(err, t.failed));
    }
  };

  return (
    <li className="decision" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {d.caseNumber} <span className={`decision-status decision-${d.status}`}>{t.status[d.status] ?? d.status}</span>
      </h3>
      <p>{t.period(d.startDate, d.endDate)}</p>
      <p>{t.nights(d.nightsUsed, d.maxNights ?? null)}</p>
      <p>{d.anyShelter ? t.anywhere : d.shelters.map((s) => s.name).join(', ')}</p>
      {d.note && <p className="decision-note">{d.note}</p>}
      <p className="muted">{t.recordedBy(d.createdByName ?? null, stockholmDateTime(d.createdAt))}</p>
      <details>
        <summary>{t.history}</summary>
        <ol className="history">
          {d.history.map((h, i) => (
            <li key={`${h.at}-${i}`}>
              <span className="history-time">{stockholmDateTime(h.at)}</span>{' '}
              {t.historyLine(t.action[h.action] ?? h.action, h.endDate ?? null, h.maxNights ?? null)}
              {h.actorName ? ` · ${h.actorName}` : ''}
            </li>
          ))}
        </ol>
      </details>
      {!ended && (
        <form className="decision-change" onSubmit={submit} aria-label={`${t.change}: ${d.caseNumber}`}>
          <div className="field">
            <label htmlFor={`end-${d.id}`}>{t.newEndDate}</label>
            <input id={`end-${d.id}`} type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} required />
          </div>
          <div className="field">
            <label htmlFor={`max-${d.id}`}>{t.newMaxNights}</label>
            <input
              id={`max-${d.id}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={366}
              value={maxNights}
              onChange={(e) => setMaxNights(e.target.value)}
            />
          </div>
          <div className="decision-actions">
            <button type="submit" disabled={changing.loading}>
              {t.saveChange}
            </button>
            <button type="button" className="secondary" onClick={() => void endNow()} disabled={ending.loading}>
              {t.end}
            </button>
          </div>
        </form>
      )}
      {failure && (
        <p role="alert" className="error">
          {failure}
        </p>
      )}
    </li>
  );
}

function RecordForm({ guestId, shelters, onDone }: { guestId: string; shelters: Shelter[]; onDone: () => void }) {
  const today = todayInStockholm();
  const [caseNumber, setCaseNumber] = useState('');
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(today);
  const [maxNights, setMaxNights] = useState('');
  const [anyShelter, setAnyShelter] = useState(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [record, { loading }] = useMutation(RecordDecisionDocument);
  const f = t.fields;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    try {
      await record({
        variables: {
          input: {
            guestId,
            caseNumber,
            startDate,
            endDate,
            maxNights: maxNights.trim() === '' ? null : Number(maxNights),
            anyShelter,
            shelterIds: anyShelter ? [] : chosen,
            note,
          },
        },
      });
      setCaseNumber('');
      setNote('');
      setMaxNights('');
      onDone();
    } catch (err) {
      setFailure(errorMessage(err, t.failed));
    }
  };

  return (
    <section className="card" aria-labelledby="decision-record-title">
      <h2 id="decision-record-title">{t.record}</h2>
      <form onSubmit={submit} className="decision-form">
        <div className="field">
          <label htmlFor="decision-case">{f.caseNumber}</label>
          <input id="decision-case" value={caseNumber} onChange={(e) => setCaseNumber(e.target.value)} maxLength={60} required />
        </div>
        <div className="field">
          <label htmlFor="decision-start">{f.startDate}</label>
          <input id="decision-start" type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} required />
        </div>
        <div className="field">
          <label htmlFor="decision-end">{f.endDate}</label>
          <input id="decision-end" type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} required />
        </div>
        <div className="field">
          <label htmlFor="decision-max">{f.maxNights}</label>
          <input
            id="decision-max"
            type="number"
            inputMode="numeric"
            min={1}
            max={366}
            value={maxNights}
            onChange={(e) => setMaxNights(e.target.value)}
          />
        </div>
        <fieldset>
          <legend>{f.shelters}</legend>
          <label className="check">
            <input type="radio" name="decision-where" checked={anyShelter} onChange={() => setAnyShelter(true)} /> {f.anyShelter}
          </label>
          <label className="check">
            <input type="radio" name="decision-where" checked={!anyShelter} onChange={() => setAnyShelter(false)} /> {f.someShelters}
          </label>
          {!anyShelter && (
            <ul className="plain-list" aria-label={f.shelterList}>
              {shelters.map((s) => (
                <li key={s.id}>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={chosen.includes(s.id)}
                      onChange={(e) => setChosen(e.target.checked ? [...chosen, s.id] : chosen.filter((id) => id !== s.id))}
                    />{' '}
                    {s.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <div className="field">
          <label htmlFor="decision-note">{f.note}</label>
          <textarea id="decision-note" value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} rows={3} />
        </div>
        {failure && (
          <p role="alert" className="error">
            {failure}
          </p>
        )}
        <button type="submit" disabled={loading}>
          {loading ? t.saving : t.save}
        </button>
      </form>
    </section>
  );
}
