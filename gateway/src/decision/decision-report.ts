/**
 * Biståndsbeslut's reports for the caseworker (issue 38 §5): nights per decision in a period, and
 * decisions ending soon. GraphQL, REST and the CSV exports all call these (through DecisionService),
 * so they show the same numbers. Only decisions of the caseworker's guests (decision.service's
 * scope); never the note. A guest filter outside the scope answers as an unknown guest: no rows.
 */
import type { DataSource } from 'typeorm';
import type { Actor } from '../domain/actor';
import { addDays, type LocalDate } from '../platform/dates';
import { AppError } from '../platform/errors';
import { MESSAGES } from '../platform/messages';
import { guestFilter, reportRange } from '../report/report.rules';
import { toCsv, type CsvValue } from '../platform/csv';
import { DECISION_REPORT_SQL } from './decision-report.sql';
import type { DecisionStatus } from './decision.rules';
import type { DecisionNightsReportView, DecisionReportRowView, DecisionsEndingReportView } from './decision.view';

/** "Beslut som tar slut": the default and the longest look-ahead, in days. */
export const DEFAULT_ENDING_DAYS = 14;
export const MAX_ENDING_DAYS = 366;

interface ReportRow {
  id: number;
  case_number: string;
  guest_id: number;
  first_name: string;
  last_name: string;
  unokod: string | null;
  start_date: LocalDate;
  end_date: LocalDate;
  max_nights: number | null;
  status: DecisionStatus;
  days_left: number;
  nights_used: number;
  nights_booked: number;
  nights_left: number | null;
}

const toRow = (r: ReportRow): DecisionReportRowView => ({
  id: r.id,
  caseNumber: r.case_number,
  guest: { id: r.guest_id, firstName: r.first_name, lastName: r.last_name, unokod: r.unokod },
  startDate: r.start_date,
  endDate: r.end_date,
  maxNights: r.max_nights,
  nightsUsed: r.nights_used,
  nightsBooked: r.nights_booked,
  nightsLeft: r.nights_left,
  status: r.status,
  daysLeft: r.days_left,
});

/** The look-ahead of "ending soon": absent is the default; else a whole number 1..MAX_ENDING_DAYS (digits read too). */
export function endingDays(value: unknown): number {
  if (value === undefined || value === null || value === '') return DEFAULT_ENDING_DAYS;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^[0-9]{1,4}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_ENDING_DAYS) {
    throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.decisionEndingDays(MAX_ENDING_DAYS));
  }
  return n;
}

/** Nights per decision: the caseworker's decisions whose nights overlap start..end, by guest and first night. */
export async function decisionNightsReport(
  ds: Pick<DataSource, 'query'>,
  actor: Actor,
  today: LocalDate,
  start: unknown,
  end: unknown,
  guestId?: unknown,
): Promise<DecisionNightsReportView> {
  const range = reportRange(start, end);
  const guest = guestFilter(guestId);
  const rows: ReportRow[] = await ds.query(
    `${DECISION_REPORT_SQL('d.start_date <= $4::date AND d.end_date >= $3::date AND ($5::int IS NULL OR d.guest_id = $5)')}
     ORDER BY lower(u.first_name), lower(u.last_name), d.guest_id, d.start_date, d.id`,
    [today, actor.assignedShelterIds, range.start, range.end, guest],
  );
  return { start: range.start, end: range.end, rows: rows.map(toRow) };
}

/** Decisions ending soon: not ended, last night from today to today + days, the nearest first. */
export async function decisionsEndingReport(
  ds: Pick<DataSource, 'query'>,
  actor: Actor,
  today: LocalDate,
  daysValue: unknown,
): Promise<DecisionsEndingReportView> {
  const days = endingDays(daysValue);
  const rows: ReportRow[] = await ds.query(
    `${DECISION_REPORT_SQL('d.ended_at IS NULL AND d.end_date >= $1::date AND d.end_date <= $3::date')}
     ORDER BY d.end_date, lower(u.first_name), lower(u.last_name), d.id`,
    [today, actor.assignedShelterIds, addDays(today, days)],
  );
  return { today, days, rows: rows.map(toRow) };
}

const STATUS_LABEL: Record<DecisionStatus, string> = { active: 'Gäller', upcoming: 'Kommande', expired: 'Utgånget', ended: 'Avslutat' };
const guestName = (r: DecisionReportRowView) => `${r.guest.firstName} ${r.guest.lastName}`.trim();

/** A CSV column: its Swedish header and its value of a row. */
type CsvColumn = readonly [header: string, value: (r: DecisionReportRowView) => CsvValue];

/** Every column either export has, declared once. */
const COLUMN = {
  caseNumber: ['Diarienummer', (r) => r.caseNumber],
  guest: ['Gäst', guestName],
  unokod: ['UNO', (r) => r.guest.unokod],
  startDate: ['Första natt', (r) => r.startDate],
  endDate: ['Sista natt', (r) => r.endDate],
  daysLeft: ['Dagar kvar', (r) => r.daysLeft],
  maxNights: ['Högst nätter', (r) => r.maxNights],
  nightsUsed: ['Använda nätter', (r) => r.nightsUsed],
  nightsBooked: ['Bokade nätter', (r) => r.nightsBooked],
  nightsLeft: ['Nätter kvar', (r) => r.nightsLeft],
  status: ['Status', (r) => STATUS_LABEL[r.status]],
} satisfies Record<string, CsvColumn>;

const NIGHTS_COLUMNS: readonly CsvColumn[] = [
  COLUMN.caseNumber,
  COLUMN.guest,
  COLUMN.unokod,
  COLUMN.startDate,
  COLUMN.endDate,
  COLUMN.maxNights,
  COLUMN.nightsUsed,
  COLUMN.nightsBooked,
  COLUMN.nightsLeft,
  COLUMN.status,
];
const ENDING_COLUMNS: readonly CsvColumn[] = [
  COLUMN.caseNumber,
  COLUMN.guest,
  COLUMN.unokod,
  COLUMN.startDate,
  COLUMN.endDate,
  COLUMN.daysLeft,
  COLUMN.maxNights,
  COLUMN.nightsUsed,
  COLUMN.nightsBooked,
  COLUMN.nightsLeft,
];

const csvOf = (columns: readonly CsvColumn[], rows: readonly DecisionReportRowView[]): string =>
  toCsv([columns.map(([header]) => header), ...rows.map((r) => columns.map(([, value]) => value(r)))]);

export const DECISION_NIGHTS_CSV_HEADER: readonly string[] = NIGHTS_COLUMNS.map(([header]) => header);
export const DECISIONS_ENDING_CSV_HEADER: readonly string[] = ENDING_COLUMNS.map(([header]) => header);

export const decisionNightsCsv = (report: DecisionNightsReportView): string => csvOf(NIGHTS_COLUMNS, report.rows);
export const decisionsEndingCsv = (report: DecisionsEndingReportView): string => csvOf(ENDING_COLUMNS, report.rows);

export const decisionNightsCsvFilename = (r: DecisionNightsReportView) => `beslut-natter-${r.start}-${r.end}.csv`;
export const decisionsEndingCsvFilename = (r: DecisionsEndingReportView) => `beslut-slutar-${r.today}-${r.days}d.csv`;
