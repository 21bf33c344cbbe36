import { useQuery } from '@apollo/client/react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
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

/** A column of a report table: its header and its cell of a row. */
interface Column {
  head: string;
  cell: (row: DecisionReportRowFieldsFragment) => ReactNode;
  nowrap?: boolean;
}

/** Every column either table has, declared once. */
const COLUMN = {
  caseNumber: { head: c.caseNumber, cell: (row) => row.caseNumber },
  guest: { head: c.guest, cell: (row) => <Link to={guestLink(row)}>{guestName(row)}</Link> },
  lastNight: { head: c.lastNight, cell: (row) => row.endDate, nowrap: true },
  daysLeft: { head: c.daysLeft, cell: (row) => r.daysLeftText(row.daysLeft), nowrap: true },
  period: { head: c.period, cell: (row) => r.periodText(row.startDate, row.endDate), nowrap: true },
  max: { head: c.max, cell: (row) => row.maxNights ?? r.noMax },
  used: { head: c.used, cell: (row) => row.nightsUsed },
  booked: { head: c.booked, cell: (row) => row.nightsBooked },
  left: { head: c.left, cell: (row) => row.nightsLeft ?? r.noMax },
  status: { head: c.status, cell: (row) => t.status[row.status] ?? row.status },
} satisfies Record<string, Column>;

const ENDING_COLUMNS: Column[] = [
  COLUMN.caseNumber,
  COLUMN.guest,
  COLUMN.lastNight,
  COLUMN.daysLeft,
  COLUMN.max,
  COLUMN.used,
  COLUMN.booked,
  COLUMN.left,
];
const NIGHTS_COLUMNS: Column[] = [
  COLUMN.caseNumber,
  COLUMN.guest,
  COLUMN.period,
  COLUMN.max,
  COLUMN.used,
  COLUMN.booked,
  COLUMN.left,
  COLUMN.status,
];

/** A report's rows in a table that scrolls sideways on a phone, focusable by keyboard. */
function ReportTable({ label, columns, rows }: { label: string; columns: Column[]; rows: DecisionReportRowFieldsFragment[] }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      <table>
        <thead>
          <tr>
            {columns.map((col) => (
              <th scope="col" key={col.head}>
                {col.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((col) => (
                <td key={col.head} className={col.nowrap ? 'nowrap' : undefined}>
                  {col.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
        <ReportTable label={r.table(r.ending)} columns={ENDING_COLUMNS} rows={rows} />
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
        <ReportTable label={r.table(r.nights)} columns={NIGHTS_COLUMNS} rows={rows} />
      </DataState>
    </section>
  );
}
