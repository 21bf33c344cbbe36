import { useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DecisionReportRowFieldsFragment } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-decisions';
import { fullName } from '../../../lib/full-name';
import { todayInStockholm } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { DataState } from '../../../ui/DataState';
import { DecisionNightsReportDocument, DecisionsEndingSoonDocument } from './decisions.graphql';

const t = sv.decisions;
const r = t.reports;
const c = r.columns;

const DEFAULT_DAYS = 14;
const MAX_DAYS = 366;

/** The first and last day of the month `today` is in (yyyy-MM-dd). */
export function monthOf(today: string): { start: string; end: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { start: `${y}-${mm}-01`, end: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);
const guestLink = (row: DecisionReportRowFieldsFragment) => `${paths.caseworkerDecisions}?guest=${encodeURIComponent(row.guest.id)}`;
const guestName = (row: DecisionReportRowFieldsFragment) => fullName(row.guest) || row.guest.unokod || row.guest.id;

/**
 * /caseworker/decisions without a guest (issue 38 §5): "Beslut som tar slut" and "Nätter per
 * beslut", each a table of the caseworker's guests' decisions with a CSV download of the same rows.
 */
export function DecisionReports() {
  return (
    <div className="caseworker-decisions decision-reports">
      <h1>{t.heading}</h1>
      <p>
        {r.intro} <Link to={paths.caseworkerUsers}>{r.toUsers}</Link>
      </p>
      <EndingSoon />
      <NightsPerDecision />
    </div>
  );
}

function EndingSoon() {
  const id = useId();
  const [input, setInput] = useState(String(DEFAULT_DAYS));
  const [days, setDays] = useState(DEFAULT_DAYS);
  const [invalid, setInvalid] = useState(false);
  const { data, loading, error, refetch } = useQuery(DecisionsEndingSoonDocument, { variables: { days }, fetchPolicy: 'network-only' });
  const rows = data?.decisionsEndingSoon.rows ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = /^\d{1,3}$/.test(input.trim()) ? Number(input.trim()) : NaN;
    const ok = Number.isInteger(n) && n >= 1 && n <= MAX_DAYS;
    setInvalid(!ok);
    if (ok) setDays(n);
  };
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{r.ending}</h2>
      <p>{r.endingIntro(days)}</p>
      <form className="decision-report-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-days`}>{r.days}</label>
        <input
          id={`${id}-days`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_DAYS}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-days-error` : undefined}
        />
        <button type="submit">{r.show}</button>
        <a className="button-link" href={`/api/caseworker/decisions/report/ending.csv?days=${days}`} download>
          {r.csv}
        </a>
      </form>
      {invalid && (
        <p id={`${id}-days-error`} role="alert" className="error">
          {r.badDays}
        </p>
      )}
      <DataState loading={loading && !data} error={error} onRetry={refetch} empty={!!data && rows.length === 0} emptyText={r.noneEnding}>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={r.table(r.ending)}>
          <table>
            <thead>
              <tr>
                <th scope="col">{c.caseNumber}</th>
                <th scope="col">{c.guest}</th>
                <th scope="col">{c.lastNight}</th>
                <th scope="col">{c.daysLeft}</th>
                <th scope="col">{c.max}</th>
                <th scope="col">{c.used}</th>
                <th scope="col">{c.booked}</th>
                <th scope="col">{c.left}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.caseNumber}</td>
                  <td>
                    <Link to={guestLink(row)}>{guestName(row)}</Link>
                  </td>
                  <td className="nowrap">{row.endDate}</td>
                  <td className="nowrap">{r.daysLeftText(row.daysLeft)}</td>
                  <td>{row.maxNights ?? r.noMax}</td>
                  <td>{row.nightsUsed}</td>
                  <td>{row.nightsBooked}</td>
                  <td>{row.nightsLeft ?? r.noMax}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DataState>
    </section>
  );
}

function NightsPerDecision() {
  const id = useId();
  const initial = monthOf(todayInStockholm());
  const [from, setFrom] = useState(initial.start);
  const [to, setTo] = useState(initial.end);
  const [period, setPeriod] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const { data, loading, error, refetch } = useQuery(DecisionNightsReportDocument, { variables: period, fetchPolicy: 'network-only' });
  const rows = data?.decisionNightsReport.rows ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ok = isDate(from) && isDate(to) && from <= to;
    setInvalid(!ok);
    if (ok) setPeriod({ start: from, end: to });
  };
  const csv = `/api/caseworker/decisions/report/nights.csv?${new URLSearchParams(period).toString()}`;
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{r.nights}</h2>
      <p>{r.nightsIntro}</p>
      <form className="decision-report-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-from`}>{r.from}</label>
        <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} aria-invalid={invalid || undefined} />
        <label htmlFor={`${id}-to`}>{r.to}</label>
        <input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} aria-invalid={invalid || undefined} />
        <button type="submit">{r.show}</button>
        <a className="button-link" href={csv} download>
          {r.csv}
        </a>
      </form>
      {invalid && (
        <p role="alert" className="error">
          {r.badPeriod}
        </p>
      )}
      <DataState loading={loading && !data} error={error} onRetry={refetch} empty={!!data && rows.length === 0} emptyText={r.noneNights}>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={r.table(r.nights)}>
          <table>
            <thead>
              <tr>
                <th scope="col">{c.caseNumber}</th>
                <th scope="col">{c.guest}</th>
                <th scope="col">{c.period}</th>
                <th scope="col">{c.max}</th>
                <th scope="col">{c.used}</th>
                <th scope="col">{c.booked}</th>
                <th scope="col">{c.left}</th>
                <th scope="col">{c.status}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.caseNumber}</td>
                  <td>
                    <Link to={guestLink(row)}>{guestName(row)}</Link>
                  </td>
                  <td className="nowrap">{r.periodText(row.startDate, row.endDate)}</td>
                  <td>{row.maxNights ?? r.noMax}</td>
                  <td>{row.nightsUsed}</td>
                  <td>{row.nightsBooked}</td>
                  <td>{row.nightsLeft ?? r.noMax}</td>
                  <td>{t.status[row.status] ?? row.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DataState>
    </section>
  );
}
