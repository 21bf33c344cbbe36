import { useQuery } from '@apollo/client/react';
import { type FormEvent, useMemo, useState } from 'react';
import { sv } from '../../i18n/sv-occupancy';
import { todayInStockholm } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { DateField } from '../../ui/DateField';
import { ScrollTable } from '../../ui/ScrollTable';
import type { OccupancyPeriod } from '../../gql/graphql';
import { HeatMap, OccupancyChart, TurnedAwayChart } from './Charts';
import { choiceProblem, choiceVariables, csvUrl, lastMonth, percentOf, type PeriodChoice } from './occupancy-data';
import { OccupancyReportDocument, OccupancyShelterNightsDocument } from './occupancy.graphql';
import './occupancy.css';

const t = sv.occupancy;
const PERIODS: OccupancyPeriod[] = ['night', 'week', 'month', 'range'];

type Figures = {
  bedsOffered: number;
  womenOnlyBedsOffered: number;
  bedsUsed: number;
  womenOnlyBedsUsed: number;
  heldNotUsed: number;
  requests: number;
  turnedAway: number;
  turnedAwayFull: number;
  turnedAwayQueued: number;
  turnedAwayDeclined: number;
  guests: number;
};

const SUMMARY_ROWS: { key: keyof Figures | 'occupancy'; label: string }[] = [
  { key: 'bedsOffered', label: t.figures.bedsOffered },
  { key: 'womenOnlyBedsOffered', label: t.figures.womenOnlyBedsOffered },
  { key: 'bedsUsed', label: t.figures.bedsUsed },
  { key: 'womenOnlyBedsUsed', label: t.figures.womenOnlyBedsUsed },
  { key: 'occupancy', label: t.figures.occupancy },
  { key: 'heldNotUsed', label: t.figures.heldNotUsed },
  { key: 'requests', label: t.figures.requests },
  { key: 'turnedAway', label: t.figures.turnedAway },
  { key: 'turnedAwayFull', label: t.figures.turnedAwayFull },
  { key: 'turnedAwayQueued', label: t.figures.turnedAwayQueued },
  { key: 'turnedAwayDeclined', label: t.figures.turnedAwayDeclined },
  { key: 'guests', label: t.figures.guests },
];

const cell = (f: Figures | null | undefined, key: keyof Figures | 'occupancy'): string =>
  !f ? '–' : key === 'occupancy' ? t.percent(percentOf(f.bedsUsed, f.bedsOffered)) : String(f[key]);

/** The period's figures beside the year before's. */
function Summary({ totals, previous }: { totals: Figures; previous: Figures | null }) {
  return (
    <ScrollTable label={t.summary}>
      <table className="occ-table occ-summary">
        <caption>{t.summary}</caption>
        <thead>
          <tr>
            <th scope="col">{t.measure}</th>
            <th scope="col">{t.now}</th>
            {previous && <th scope="col">{t.yearBefore}</th>}
          </tr>
        </thead>
        <tbody>
          {SUMMARY_ROWS.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td>{cell(totals, r.key)}</td>
              {previous && <td>{cell(previous, r.key)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** Shelters or regions side by side over the period. */
function PlaceTable({
  caption,
  rows,
}: {
  caption: string;
  rows: { id: string; name: string; region?: string; totals: Figures; previous: Figures | null }[];
}) {
  const withRegion = rows.some((r) => r.region !== undefined);
  return (
    <ScrollTable label={caption}>
      <table className="occ-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{withRegion ? t.shelter : t.region}</th>
            {withRegion && <th scope="col">{t.region}</th>}
            <th scope="col">{t.figures.bedsOffered}</th>
            <th scope="col">{t.figures.bedsUsed}</th>
            <th scope="col">{t.figures.occupancy}</th>
            <th scope="col">{t.figures.womenOnlyBedsUsed}</th>
            <th scope="col">{t.figures.heldNotUsed}</th>
            <th scope="col">{t.figures.requests}</th>
            <th scope="col">{t.figures.turnedAway}</th>
            <th scope="col">{t.figures.guests}</th>
            <th scope="col">{`${t.figures.occupancy}, ${t.yearBefore.toLowerCase()}`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">{r.name}</th>
              {withRegion && <td>{r.region}</td>}
              <td>{r.totals.bedsOffered}</td>
              <td>{r.totals.bedsUsed}</td>
              <td>{cell(r.totals, 'occupancy')}</td>
              <td>{r.totals.womenOnlyBedsUsed}</td>
              <td>{r.totals.heldNotUsed}</td>
              <td>{r.totals.requests}</td>
              <td>{r.totals.turnedAway}</td>
              <td>{r.totals.guests}</td>
              <td>{cell(r.previous, 'occupancy')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/**
 * /statistics/occupancy, Beläggning och avvisningar (issue 37): for caseworkers their assigned
 * shelters, for admins every shelter or one region. Opens on last month. `today` is injectable for tests.
 */
export function OccupancyPage({ today = todayInStockholm() }: { today?: string }) {
  const { me } = useSession();
  const group: 'caseworker' | 'admin' = me?.usergroups.includes('admin') ? 'admin' : 'caseworker';
  const [draft, setDraft] = useState<PeriodChoice>(() => lastMonth(today));
  const [asked, setAsked] = useState<PeriodChoice>(() => lastMonth(today));
  const [regionId, setRegionId] = useState<string | null>(null);
  const [shelterId, setShelterId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [regionOptions, setRegionOptions] = useState<{ id: string; name: string }[]>([]);

  const report = useQuery(OccupancyReportDocument, {
    variables: { ...choiceVariables(asked), regionId },
    fetchPolicy: 'cache-and-network',
  });
  const data = report.data?.occupancy;
  // The regions to choose from: those of the report over every region (kept while one is chosen).
  const knownRegions = useMemo(
    () => (regionId === null && data ? data.regions.map((r) => ({ id: r.region.id, name: r.region.name })) : regionOptions),
    [data, regionId, regionOptions],
  );
  const shelter = data?.shelters.find((s) => s.shelter.id === shelterId) ?? null;
  // A shelter's nights come when it is chosen: every shelter's were most of the report, of the
  // page's HTML and of the first render that reads it (issue 34 §2).
  const chosen = useQuery(OccupancyShelterNightsDocument, {
    variables: { ...choiceVariables(asked), regionId, shelterId: shelterId ?? '' },
    skip: shelter === null,
  });
  const nights = shelter
    ? chosen.data && (chosen.data.occupancy.shelters.find((s) => s.shelter.id === shelter.shelter.id)?.nights ?? [])
    : (data?.nights ?? []);
  const totals = shelter ? shelter.totals : data?.totals;
  const previous = shelter ? shelter.previous : (data?.previous ?? null);

  const show = (e: FormEvent) => {
    e.preventDefault();
    const p = choiceProblem(draft);
    if (p) {
      setProblem(p === 'end-before-start' ? t.endBeforeStart : t.datesRequired);
      return;
    }
    setProblem(null);
    setAsked(draft);
  };

  const chooseRegion = (value: string) => {
    if (regionId === null) setRegionOptions(knownRegions);
    setRegionId(value || null);
    setShelterId(null);
  };

  return (
    <div className="occupancy">
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <form className="card occ-form" onSubmit={show} noValidate aria-label={t.form}>
        <div className="field">
          <label htmlFor="occ-period">{t.period}</label>
          <select id="occ-period" value={draft.period} onChange={(e) => setDraft({ ...draft, period: e.target.value as OccupancyPeriod })}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {t.periods[p]}
              </option>
            ))}
          </select>
        </div>
        {draft.period === 'range' ? (
          <div className="date-row">
            <DateField
              id="occ-start"
              label={t.start}
              value={draft.start}
              onChange={(v) => setDraft({ ...draft, start: v })}
              placeholder="ÅÅÅÅ-MM-DD"
              required
            />
            <DateField
              id="occ-end"
              label={t.end}
              value={draft.end}
              onChange={(v) => setDraft({ ...draft, end: v })}
              min={draft.start}
              tooEarly={t.endBeforeStart}
              placeholder="ÅÅÅÅ-MM-DD"
              required
            />
          </div>
        ) : (
          <DateField
            id="occ-date"
            label={t.date}
            value={draft.date}
            onChange={(v) => setDraft({ ...draft, date: v })}
            placeholder="ÅÅÅÅ-MM-DD"
            required
          />
        )}
        <button type="submit">{t.show}</button>
        {problem && (
          <p role="alert" className="error">
            {problem}
          </p>
        )}
      </form>

      {report.error && (
        <p role="alert" className="error">
          {errorMessage(report.error, t.fetchFailed)}
        </p>
      )}
      {!data && report.loading && <p role="status">{t.loading}</p>}

      {data && (
        <>
          <div className="card occ-filters">
            <div className="field">
              <label htmlFor="occ-region">{t.region}</label>
              <select id="occ-region" value={regionId ?? ''} onChange={(e) => chooseRegion(e.target.value)}>
                <option value="">{t.allRegions}</option>
                {knownRegions.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="occ-shelter">{t.shelter}</label>
              <select id="occ-shelter" value={shelterId ?? ''} onChange={(e) => setShelterId(e.target.value || null)}>
                <option value="">{t.allShelters}</option>
                {data.shelters.map((s) => (
                  <option key={s.shelter.id} value={s.shelter.id}>
                    {s.shelter.name}
                  </option>
                ))}
              </select>
            </div>
          </div>

          <div className="occ-period" role="status" aria-live="polite">
            <p>
              <strong>{t.periodText(data.start, data.end)}</strong>
              {shelter ? ` · ${shelter.shelter.name}` : ''}
            </p>
            <p>{data.hasPrevious ? t.previousText(data.previousStart, data.previousEnd) : t.noPrevious}</p>
          </div>
          <p className="occ-export">
            <a className="button-link" href={csvUrl(group, asked, regionId)} download>
              {t.exportCsv}
            </a>{' '}
            <span>{t.exportNote}</span>
          </p>

          {data.shelters.length === 0 ? (
            <p>{t.empty}</p>
          ) : (
            <>
              {totals && <Summary totals={totals} previous={previous} />}
              {nights ? (
                <div className="occ-charts">
                  <OccupancyChart id="occ-chart-used" nights={nights} />
                  <TurnedAwayChart id="occ-chart-turned" nights={nights} />
                  <HeatMap id="occ-chart-heat" nights={nights} />
                </div>
              ) : chosen.error ? (
                <p role="alert" className="error">
                  {errorMessage(chosen.error, t.fetchFailed)}
                </p>
              ) : (
                <p role="status">{t.loading}</p>
              )}
              <h2>{t.shelters}</h2>
              <PlaceTable
                caption={t.sheltersTable}
                rows={data.shelters.map((s) => ({
                  id: s.shelter.id,
                  name: s.shelter.name,
                  region: s.region.name,
                  totals: s.totals,
                  previous: s.previous,
                }))}
              />
              {data.regions.length > 1 && (
                <>
                  <h2>{t.regions}</h2>
                  <PlaceTable
                    caption={t.regionsTable}
                    rows={data.regions.map((r) => ({ id: r.region.id, name: r.region.name, totals: r.totals, previous: r.previous }))}
                  />
                </>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
