import { skipToken, useQuery } from '@apollo/client/react';
import { type FormEvent, useMemo, useState } from 'react';
import { sv } from '../../../i18n/sv-caseworker';
import { nameWithUno } from '../../../lib/full-name';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { DateField } from '../../../ui/DateField';
import { todayInStockholm } from '../../../lib/dates';
import { errorMessage } from '../../../lib/errors';
import { Pager } from '../../../ui/Pager';
import { pageCount, pageOf } from '../../../lib/paging';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import '../caseworker.css';
import '../../../ui/card-table.css';
import { NightsChart } from './NightsChart';
import { lastMonthPeriod, type Period, periodProblem, thisMonthPeriod, thisWeekPeriod, todayPeriod } from './periods';
import {
  exportCsvUrl,
  groupRows,
  nightsPerShelter,
  placeOptions,
  type ReportRow,
  rowsAtPlace,
  rowsOfGuest,
  type SortDirection,
  type SortKey,
  sortGuestOptions,
  sortRows,
  totalNights,
} from './report-rows';
import { CaseworkerNightsReportDocument, CaseworkerReportGuestsDocument } from '../caseworker.graphql';

const t = sv.caseworker.statistics;

/** The dropdown's value for 'All guests' (the placeholder 'Alla gäster' is the empty value). */
export const ALL_GUESTS = 'all';

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'guest', label: t.columns.guest },
  { key: 'shelter', label: t.columns.shelter },
  { key: 'nights', label: t.columns.nights },
  { key: 'region', label: t.columns.region },
];

/**
 * 'Fakturera' (issue 21 §6): that guest's lines for the month on the invoices that hold them — the
 * month the report's period starts in, at the row's shelter.
 */
export const invoiceLinesPath = (row: Pick<ReportRow, 'guestId' | 'shelterId'>, period: { start: string }): string =>
  `${paths.caseworkerInvoices}?${new URLSearchParams({ guest: row.guestId, month: period.start.slice(0, 7), shelter: row.shelterId }).toString()}`;

/**
 * /caseworker/statistics, 'Användningsrapport av gäst' (SPEC §2, DESIGN §5): nights per guest and
 * shelter over a period, at the caseworker's assigned shelters. `today` is injectable for tests.
 */
export function StatisticsPage({ today = todayInStockholm() }: { today?: string }) {
  const guests = useQuery(CaseworkerReportGuestsDocument);
  const [guest, setGuest] = useState('');
  const [start, setStart] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [searched, setSearched] = useState<Period | null>(null);
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection } | null>(null);
  const [page, setPage] = useState(1);
  const [shelterId, setShelterId] = useState<string | null>(null);
  const [regionId, setRegionId] = useState<string | null>(null);

  const report = useQuery(
    CaseworkerNightsReportDocument,
    searched ? { variables: { start: searched.start, end: searched.end }, fetchPolicy: 'network-only' } : skipToken,
  );

  const guestOptions = useMemo(() => sortGuestOptions(guests.data?.reportGuests ?? []), [guests.data]);
  const guestFilter = guest === '' || guest === ALL_GUESTS ? null : guest;

  const allRows = useMemo(() => groupRows(report.data?.nightsReport.rows ?? []), [report.data]);
  const places = useMemo(() => placeOptions(allRows), [allRows]);
  // A choice the new report no longer names counts as "all" (the select shows it so too).
  const place = {
    shelterId: places.shelters.some((s) => s.id === shelterId) ? shelterId : null,
    regionId: places.regions.some((r) => r.id === regionId) ? regionId : null,
  };
  const rows = useMemo(() => {
    const mine = rowsAtPlace(rowsOfGuest(allRows, guestFilter), { shelterId: place.shelterId, regionId: place.regionId });
    return sort ? sortRows(mine, sort.key, sort.direction) : mine;
  }, [allRows, guestFilter, sort, place.shelterId, place.regionId]);
  const pages = pageCount(rows.length);
  const shownPage = Math.min(page, pages);
  const total = totalNights(rows);
  const period = report.data ? { start: report.data.nightsReport.start, end: report.data.nightsReport.end } : null;

  const setPeriod = (p: Period) => {
    setStart(p.start);
    setEnd(p.end);
    setProblem(null);
  };

  const chooseGuest = (value: string) => {
    setGuest(value);
    setPage(1);
    // SPEC §2: choosing all guests resets the period to the month's start through today.
    if (value === ALL_GUESTS) setPeriod(thisMonthPeriod(today));
  };

  const search = (e: FormEvent) => {
    e.preventDefault();
    const p = periodProblem(start, end);
    if (p || !start || !end) {
      setProblem(p === 'end-before-start' ? t.endBeforeStart : t.datesRequired);
      return;
    }
    setProblem(null);
    setPage(1);
    if (searched && searched.start === start && searched.end === end) void report.refetch();
    else setSearched({ start, end });
  };

  const toggleSort = (key: SortKey) => {
    setSort((s) =>
      s?.key === key ? { key, direction: s.direction === 'ascending' ? 'descending' : 'ascending' } : { key, direction: 'ascending' },
    );
    setPage(1);
  };

  return (
    <div className="statistics">
      <h1>{t.heading}</h1>
      <form className="card stats-form" onSubmit={search} noValidate>
        <div className="field">
          <label htmlFor="stats-guest">{t.guest}</label>
          <select id="stats-guest" value={guest} onChange={(e) => chooseGuest(e.target.value)}>
            <option value="" disabled>
              {t.guestPlaceholder}
            </option>
            <option value={ALL_GUESTS}>{t.allGuests}</option>
            {guestOptions.map((g) => (
              <option key={g.id} value={g.id}>
                {nameWithUno(g, g.unokod)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="quick-periods">
          <legend>{t.quickPeriods}</legend>
          <button type="button" className="secondary" onClick={() => setPeriod(todayPeriod(today))}>
            {t.today}
          </button>
          <button type="button" className="secondary" onClick={() => setPeriod(thisWeekPeriod(today))}>
            {t.thisWeek}
          </button>
          <button type="button" className="secondary" onClick={() => setPeriod(thisMonthPeriod(today))}>
            {t.thisMonth}
          </button>
          <button type="button" className="secondary" onClick={() => setPeriod(lastMonthPeriod(today))}>
            {t.lastMonth}
          </button>
        </fieldset>
        <div className="date-row">
          <DateField id="stats-start" label={t.start} value={start} onChange={setStart} placeholder="ÅÅÅÅ-MM-DD" required />
          <DateField
            id="stats-end"
            label={t.end}
            value={end}
            onChange={setEnd}
            min={start}
            tooEarly={t.endBeforeStart}
            placeholder="ÅÅÅÅ-MM-DD"
            required
          />
        </div>
        <button type="submit">{t.search}</button>
        {problem && (
          <p role="alert" className="error">
            {problem}
          </p>
        )}
      </form>

      <div className="stats-summary">
        <p role="status" aria-live="polite">
          {report.loading ? sv.common.loading : period && total > 0 ? t.summary(total, period.start, period.end) : t.prompt}
        </p>
        {period && !report.error && (
          <a className="button-link" href={exportCsvUrl(period, guestFilter, place)} download>
            {t.exportCsv}
          </a>
        )}
      </div>

      {report.error && (
        <p role="alert" className="error">
          {errorMessage(report.error, t.fetchFailed)}
        </p>
      )}

      {!report.error && allRows.length > 0 && (
        <fieldset className="card stats-filters">
          <legend>{t.filters}</legend>
          <div className="field">
            <label htmlFor="stats-shelter">{t.shelterFilter}</label>
            <select
              id="stats-shelter"
              value={place.shelterId ?? ''}
              onChange={(e) => {
                setShelterId(e.target.value || null);
                setPage(1);
              }}
            >
              <option value="">{t.allShelters}</option>
              {places.shelters.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="stats-region">{t.regionFilter}</label>
            <select
              id="stats-region"
              value={place.regionId ?? ''}
              onChange={(e) => {
                setRegionId(e.target.value || null);
                setPage(1);
              }}
            >
              <option value="">{t.allRegions}</option>
              {places.regions.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
      )}

      {!report.error && rows.length > 0 && (
        <>
          <NightsChart bars={nightsPerShelter(rows)} />
          <div className="table-scroll stats-scroll">
            {/* One card per row on a phone (ui/card-table.css; issue 33 §14: Region and Fakturera were off-screen at 360 px). */}
            <table className="stats-table card-table">
              <caption>
                <VisuallyHidden>{t.tableCaption}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  {COLUMNS.map((c) => (
                    <th key={c.key} scope="col" aria-sort={sort?.key === c.key ? sort.direction : 'none'}>
                      <button type="button" className="sort-button" onClick={() => toggleSort(c.key)} title={t.sortBy(c.label)}>
                        {c.label}
                        <span className="sort-icon" aria-hidden="true">
                          {sort?.key !== c.key ? '↕' : sort.direction === 'ascending' ? '▲' : '▼'}
                        </span>
                      </button>
                    </th>
                  ))}
                  <th scope="col">
                    <VisuallyHidden>{t.invoice}</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {pageOf(rows, shownPage).map((row) => (
                  <tr key={row.key}>
                    <td className="card-table-title">{row.unokod ? `${row.guestName} (UNO ${row.unokod})` : row.guestName}</td>
                    <td data-label={COLUMNS[1]?.label}>{row.shelterName}</td>
                    <td data-label={COLUMNS[2]?.label}>{row.nights}</td>
                    <td data-label={COLUMNS[3]?.label}>{row.regionName}</td>
                    <td className="card-table-actions">
                      {period && (
                        <Link
                          className="button-link secondary"
                          to={invoiceLinesPath(row, period)}
                          aria-label={t.invoiceFor(row.guestName, row.shelterName)}
                        >
                          {t.invoice}
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={shownPage}
            pages={pages}
            onPage={setPage}
            labels={{ nav: t.pages, previous: t.previous, next: t.next, page: t.page }}
          />
        </>
      )}
    </div>
  );
}
