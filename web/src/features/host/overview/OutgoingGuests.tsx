import { useMutation } from '@apollo/client/react';
import { sv } from '../../../i18n/sv-host';
import { DataState } from '../../../ui/DataState';
import { Notice } from '../../../ui/Notice';
import { type CardState, type Overview, refreshAfterAction } from './host-lists';
import { CheckOutBookingDocument } from '../host.graphql';
import { StayTable } from './StayTable';
import { useRowAction } from './use-row-action';

const t = sv.host.overview;

/** SPEC §2 'Utgående gäster': guests due out today or earlier, with Utcheckning. */
export function OutgoingGuests({
  shelterId,
  rows: loaded,
  loading,
  error,
  retry,
}: CardState & { shelterId: string | undefined; rows: Overview['hostOutgoing'] | undefined }) {
  const [checkOut] = useMutation(CheckOutBookingDocument, {
    refetchQueries: refreshAfterAction(['counts', 'checkedIn', 'availability'], shelterId),
  });
  const { busy, blanked, notice, run } = useRowAction();
  const rows = loaded ?? [];

  return (
    <section className="card host-card-outgoing" aria-labelledby="overview-outgoing" aria-busy={loading || undefined}>
      <h2 id="overview-outgoing">{t.outgoing}</h2>
      <Notice notice={notice} />
      <DataState loading={loading} error={error} onRetry={retry} empty={rows.length === 0} emptyText={t.noOutgoing}>
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
