import { useQuery } from '@apollo/client/react';
import { useLiveRefetch } from '../../../lib/live';
import { sv } from '../../../i18n/sv';
import { DataState } from '../../../ui/DataState';
import { overviewQueryOptions } from './host-lists';
import { HostCountsDocument } from '../host.graphql';

const t = sv.host.overview;

/** SPEC §2: the four count tiles (DESIGN §5 defines each number). */
export function CountTiles() {
  const { data, loading, error, refetch } = useQuery(HostCountsDocument, overviewQueryOptions);
  useLiveRefetch(refetch);
  const counts = data?.hostCounts;
  const tiles = counts
    ? ([
        ['pending', t.tiles.pending, counts.pendingCount],
        ['arrivals', t.tiles.arrivals, counts.arrivalsCount],
        ['current', t.tiles.current, counts.currentGuestsCount],
        ['departures', t.tiles.departures, counts.departuresCount],
      ] as const)
    : [];
  return (
    <DataState loading={loading && !counts} error={counts ? undefined : error}>
      <ul className="host-tiles" aria-label={t.tilesLabel}>
        {tiles.map(([key, label, count]) => (
          <li key={key} className={`host-tile host-tile-${key}`} data-tile={key}>
            <span className="host-tile-count">{count}</span> <span className="host-tile-label">{label}</span>
          </li>
        ))}
      </ul>
    </DataState>
  );
}
