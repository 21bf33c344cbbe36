/**
 * The page's three pictures in plain SVG (issue 37; docs/ARCHITECTURE.md says why no charting
 * library): occupancy per night, people turned away per night by reason, and a week-by-weekday heat
 * map. Each SVG scales to its box (viewBox, width 100%), so it reads at 360 px; each has a name
 * (role img + aria-label) and the same numbers in a table right after it, for screen readers and
 * for anyone who would rather read.
 */
import { sv } from '../../i18n/sv-occupancy';
import { ScrollTable } from '../../ui/ScrollTable';
import { heatRows, percentOf } from './occupancy-data';

const t = sv.occupancy;

export interface NightFigures {
  night: string;
  bedsOffered: number;
  womenOnlyBedsOffered: number;
  bedsUsed: number;
  womenOnlyBedsUsed: number;
  turnedAway: number;
  turnedAwayFull: number;
  turnedAwayQueued: number;
  turnedAwayDeclined: number;
}

const H = 120;
const BAR = 10;
const short = (night: string) => `${night.slice(8, 10)}/${night.slice(5, 7)}`;

/** Ticks under the bars: about eight dates, whatever the number of nights. */
function ticks(nights: readonly NightFigures[]) {
  const every = Math.max(1, Math.ceil(nights.length / 8));
  return nights.map((n, i) => ({ n, i })).filter(({ i }) => i % every === 0);
}

function Axis({ nights }: { nights: readonly NightFigures[] }) {
  return (
    <g className="occ-axis">
      {ticks(nights).map(({ n, i }) => (
        <text key={n.night} x={i * BAR + BAR / 2} y={H + 12} textAnchor="middle">
          {short(n.night)}
        </text>
      ))}
    </g>
  );
}

/** Beds used against beds offered, night by night. */
export function OccupancyChart({ nights, id }: { nights: readonly NightFigures[]; id: string }) {
  const max = Math.max(1, ...nights.map((n) => Math.max(n.bedsOffered, n.bedsUsed)));
  const y = (v: number) => H - (v / max) * H;
  const mostUsed = Math.max(0, ...nights.map((n) => n.bedsUsed));
  return (
    <figure className="occ-chart card" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{t.occupancyChart}</figcaption>
      <svg
        viewBox={`0 0 ${Math.max(nights.length, 1) * BAR} ${H + 16}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t.occupancyChartLabel(mostUsed, max)}
      >
        {nights.map((n, i) => (
          <g key={n.night}>
            <rect className="occ-offered" x={i * BAR + 1} width={BAR - 2} y={y(n.bedsOffered)} height={H - y(n.bedsOffered)} />
            <rect className="occ-used" x={i * BAR + 1} width={BAR - 2} y={y(n.bedsUsed)} height={H - y(n.bedsUsed)} />
            <rect className="occ-women" x={i * BAR + 3} width={BAR - 6} y={y(n.womenOnlyBedsUsed)} height={H - y(n.womenOnlyBedsUsed)} />
          </g>
        ))}
        <Axis nights={nights} />
      </svg>
      <p className="occ-legend" aria-hidden="true">
        <span className="occ-key occ-offered" /> {t.legendOffered} <span className="occ-key occ-used" /> {t.legendUsed}{' '}
        <span className="occ-key occ-women" /> {t.legendWomen}
      </p>
      <ScrollTable label={t.occupancyTable}>
        <table className="occ-table">
          <caption>{t.occupancyTable}</caption>
          <thead>
            <tr>
              <th scope="col">{t.night}</th>
              <th scope="col">{t.figures.bedsOffered}</th>
              <th scope="col">{t.figures.bedsUsed}</th>
              <th scope="col">{t.figures.occupancy}</th>
              <th scope="col">{t.figures.womenOnlyBedsOffered}</th>
              <th scope="col">{t.legendWomen}</th>
            </tr>
          </thead>
          <tbody>
            {nights.map((n) => (
              <tr key={n.night}>
                <th scope="row">{n.night}</th>
                <td>{n.bedsOffered}</td>
                <td>{n.bedsUsed}</td>
                <td>{t.percent(percentOf(n.bedsUsed, n.bedsOffered))}</td>
                <td>{n.womenOnlyBedsOffered}</td>
                <td>{n.womenOnlyBedsUsed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </figure>
  );
}

/** People turned away per night, stacked by reason. */
export function TurnedAwayChart({ nights, id }: { nights: readonly NightFigures[]; id: string }) {
  const max = Math.max(1, ...nights.map((n) => n.turnedAway));
  const h = (v: number) => (v / max) * H;
  const total = nights.reduce((s, n) => s + n.turnedAway, 0);
  return (
    <figure className="occ-chart card" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{t.turnedAwayChart}</figcaption>
      <svg
        viewBox={`0 0 ${Math.max(nights.length, 1) * BAR} ${H + 16}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t.turnedAwayChartLabel(total)}
      >
        {nights.map((n, i) => {
          const full = h(n.turnedAwayFull);
          const queued = h(n.turnedAwayQueued);
          const declined = h(n.turnedAwayDeclined);
          return (
            <g key={n.night}>
              <rect className="occ-full" x={i * BAR + 1} width={BAR - 2} y={H - full} height={full} />
              <rect className="occ-queued" x={i * BAR + 1} width={BAR - 2} y={H - full - queued} height={queued} />
              <rect className="occ-declined" x={i * BAR + 1} width={BAR - 2} y={H - full - queued - declined} height={declined} />
            </g>
          );
        })}
        <Axis nights={nights} />
      </svg>
      <p className="occ-legend" aria-hidden="true">
        <span className="occ-key occ-full" /> {t.figures.turnedAwayFull} <span className="occ-key occ-queued" />{' '}
        {t.figures.turnedAwayQueued} <span className="occ-key occ-declined" /> {t.figures.turnedAwayDeclined}
      </p>
      <ScrollTable label={t.turnedAwayTable}>
        <table className="occ-table">
          <caption>{t.turnedAwayTable}</caption>
          <thead>
            <tr>
              <th scope="col">{t.night}</th>
              <th scope="col">{t.figures.turnedAway}</th>
              <th scope="col">{t.figures.turnedAwayFull}</th>
              <th scope="col">{t.figures.turnedAwayQueued}</th>
              <th scope="col">{t.figures.turnedAwayDeclined}</th>
            </tr>
          </thead>
          <tbody>
            {nights.map((n) => (
              <tr key={n.night}>
                <th scope="row">{n.night}</th>
                <td>{n.turnedAway}</td>
                <td>{n.turnedAwayFull}</td>
                <td>{n.turnedAwayQueued}</td>
                <td>{n.turnedAwayDeclined}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </figure>
  );
}

/** How full it gets, week by weekday: darker is fuller. */
export function HeatMap({ nights, id }: { nights: readonly NightFigures[]; id: string }) {
  const rows = heatRows(nights);
  const CELL = 20;
  const LEFT = 28;
  return (
    <figure className="occ-chart card" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{t.heatMap}</figcaption>
      <svg className="occ-heat" viewBox={`0 0 ${LEFT + 7 * CELL} ${16 + rows.length * CELL}`} role="img" aria-label={t.heatMapLabel}>
        {t.weekdays.map((d, i) => (
          <text key={d} x={LEFT + i * CELL + CELL / 2} y={11} textAnchor="middle">
            {d}
          </text>
        ))}
        {rows.map((r, ri) => (
          <g key={`${r.week}-${ri}`}>
            <text x={LEFT - 4} y={16 + ri * CELL + CELL / 2 + 4} textAnchor="end">
              {r.week}
            </text>
            {r.cells.map((p, ci) => (
              <rect
                key={ci}
                x={LEFT + ci * CELL + 1}
                y={16 + ri * CELL + 1}
                width={CELL - 2}
                height={CELL - 2}
                className={p === null ? 'occ-heat-none' : 'occ-heat-cell'}
                style={p === null ? undefined : { fillOpacity: 0.1 + 0.9 * Math.min(1, p / 100) }}
              />
            ))}
          </g>
        ))}
      </svg>
      <ScrollTable label={t.heatMapTable}>
        <table className="occ-table">
          <caption>{t.heatMapTable}</caption>
          <thead>
            <tr>
              <th scope="col">{t.week}</th>
              {t.weekdays.map((d) => (
                <th key={d} scope="col">
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, ri) => (
              <tr key={`${r.week}-${ri}`}>
                <th scope="row">{r.week}</th>
                {r.cells.map((p, ci) => (
                  <td key={ci}>{t.percent(p)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </figure>
  );
}
