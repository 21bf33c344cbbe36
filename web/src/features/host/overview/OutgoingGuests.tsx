import { useMutation, useQuery } from '@apollo/client/react';
import { useLiveRefetch } from '../../../lib/live';
import { sv } from '../../../i18n/sv';
import { DataState } from '../../../ui/DataState';
import { Notice } from '../../../ui/Notice';
import { overviewQueryOptions } from './host-lists';
import {
  CheckOutBookingDocument,
  HostAvailabilityDocument,
  HostCheckedInDocument,
  HostCountsDocument,
  HostOutgoingDocument,
} from '../host.graphql';
import { StayTable } from './StayTable';
import { useRowAction } from './use-row-action';

const t = sv.host.overview;

/** SPEC §2 'Utgående gäster': guests due out today or earlier, with Utcheckning. */
export function OutgoingGuests() {
  const { data, loading, error, refetch } = useQuery(HostOutgoingDocument, overviewQueryOptions);
  useLiveRefetch(refetch);
  const [checkOut] = useMutation(CheckOutBookingDocument, {
    refetchQueries: [HostCountsDocument, HostCheckedInDocument, HostAvailabilityDocument],
  });
  const { busy, blanked, notice, run } = useRowAction();
  const rows = data?.hostOutgoing ?? [];

  return (
    <section className="card host-card-outgoing" aria-labelledby="overview-outgoing">
      <h2 id="overview-outgoing">{t.outgoing}</h2>
      <Notice notice={notice} />
      <DataState loading={loading && !data} error={data ? undefined : error} empty={rows.length === 0} emptyText={t.noOutgoing}>
        <StayTable
          label={t.outgoing}
          rows={rows}
          blanked={blanked}
          actions={(row, name) =>
            row.allowedActions.includes('check_out') && (
              <button
                type="button"
                aria-label={t.actionFor(t.checkOut, name)}
                disabled={busy.has(row.id)}
                onClick={() => void run(row.id, () => checkOut({ variables: { id: row.id } }), t.checkedOutDone(name), true)}
              >
                {t.checkOut}
              </button>
            )
          }
        />
      </DataState>
    </section>
  );
}
