import { sv } from '../../../i18n/sv-host';
import type { Overview } from './host-lists';

const t = sv.host.overview;

const KEYS = ['pending', 'arrivals', 'current', 'departures'] as const;

/**
 * SPEC §2: the four count tiles (DESIGN §5 defines each number). While the overview loads the
 * tiles stand empty in their place, so nothing below them moves when the numbers arrive (CLS).
 */
export function CountTiles({ counts, loading }: { counts: Overview['hostCounts'] | undefined; loading: boolean }) {
  const value = {
    pending: counts?.pendingCount,
    arrivals: counts?.arrivalsCount,
    current: counts?.currentGuestsCount,
    departures: counts?.departuresCount,
  };
  return (
    <ul className="host-tiles" aria-label={t.tilesLabel} aria-busy={loading || undefined}>
      {KEYS.map((key) => (
        <li key={key} className={`host-tile host-tile-${key}`} data-tile={key}>
          {value[key] === undefined ? (
            // Holds the number's place; `.host-tile-count` appears only with a number in it.
            <span className="host-tile-placeholder" aria-hidden="true">
              {'\u00a0'}
            </span>
          ) : (
            <span className="host-tile-count">{value[key]}</span>
          )}{' '}
          <span className="host-tile-label">{t.tiles[key]}</span>
        </li>
      ))}
    </ul>
  );
}
