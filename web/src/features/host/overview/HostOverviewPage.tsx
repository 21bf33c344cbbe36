import { useQuery } from '@apollo/client/react';
import { sv } from '../../../i18n/sv-host';
import { useLiveRefetch } from '../../../lib/live';
import { useSession } from '../../../lib/session';
import { AvailabilityCards } from './AvailabilityCards';
import { CheckedInGuests } from './CheckedInGuests';
import { CountTiles } from './CountTiles';
import { IncomingGuests } from './IncomingGuests';
import { OutgoingGuests } from './OutgoingGuests';
import { RequestsSummary } from './RequestsSummary';
import { type CardState, overviewQueryOptions } from './host-lists';
import { HostOverviewDocument } from '../host.graphql';
import '../host.css';
import '../../../ui/card-table.css';

const t = sv.host.overview;

/**
 * /host, SPEC §2 Host dashboard ('Överblick'). One query feeds every card (issue 17: one round trip
 * and one render instead of seven); a change event refetches it, and an action refreshes the
 * cards it affects (their single-field documents write into the same cache).
 */
export function HostOverviewPage() {
  const shelterId = useSession().me?.host?.id;
  const { data, loading, error, refetch } = useQuery(HostOverviewDocument, {
    ...overviewQueryOptions,
    variables: { shelterId: shelterId ?? '', withPlaces: shelterId !== undefined },
  });
  useLiveRefetch(refetch);
  // Each card shows a failure in its own place with 'Försök igen' (issue 23 §5); nothing is left
  // loading for ever, and no unexplained line stands above the cards.
  const state: CardState = { loading: loading && !data, error: data ? undefined : error, retry: () => refetch() };
  const myShelter = data?.myShelter;
  return (
    <section className="host-overview" aria-labelledby="host-overview-title">
      <h1 id="host-overview-title">{t.title}</h1>
      {/* Always there (empty while loading) so nothing below moves when the name arrives. */}
      <p className="host-shelter-name">{myShelter?.name}</p>
      <CountTiles counts={data?.hostCounts} loading={state.loading} />
      {/* While the first answer is on its way, one line instead of six cards each "Laddar ...": the
          cards then appear with their content, and none is pushed down by the one above it growing
          (issue 34 §2: Lighthouse measured a layout shift of 0.157 on the week card). */}
      {state.loading ? (
        <p role="status">{sv.common.loading}</p>
      ) : (
        <div className="host-overview-grid">
          <AvailabilityCards today={data?.today} week={data?.week} {...state} />
          <RequestsSummary rows={data?.hostRequests} {...state} />
          <IncomingGuests shelterId={shelterId} rows={data?.hostIncoming} {...state} />
          <OutgoingGuests shelterId={shelterId} rows={data?.hostOutgoing} {...state} />
          <CheckedInGuests shelterId={shelterId} rows={data?.hostCheckedIn} {...state} />
        </div>
      )}
    </section>
  );
}
