import { useMutation } from '@apollo/client/react';
import { sv } from '../../../i18n/sv-host';
import { DataState } from '../../../ui/DataState';
import { Notice } from '../../../ui/Notice';
import { type CardState, type Overview, refreshAfterAction } from './host-lists';
import { CheckInBookingDocument, NoShowBookingDocument } from '../host.graphql';
import { StayTable } from './StayTable';
import { useRowAction } from './use-row-action';

const t = sv.host.overview;

/** SPEC §2 'Inkommande gäster': Incheckning, and Uteblev to release a no-show's bed. */
export function IncomingGuests({
  shelterId,
  rows: loaded,
  loading,
  error,
  retry,
}: CardState & { shelterId: string | undefined; rows: Overview['hostIncoming'] | undefined }) {
  // The row itself stays (blanked) until the next refresh; the other cards refresh now.
  const [checkIn] = useMutation(CheckInBookingDocument, {
    refetchQueries: refreshAfterAction(['counts', 'checkedIn', 'outgoing'], shelterId),
  });
  const [noShow] = useMutation(NoShowBookingDocument, {
    refetchQueries: refreshAfterAction(['counts', 'availability'], shelterId),
  });
  const { busy, blanked, notice, run } = useRowAction();
  const rows = loaded ?? [];

  return (
    <section className="card host-card-incoming" aria-labelledby="overview-incoming" aria-busy={loading || undefined}>
      <h2 id="overview-incoming">{t.incoming}</h2>
      <Notice notice={notice} />
      <DataState loading={loading} error={error} onRetry={retry} empty={rows.length === 0} emptyText={t.noIncoming}>
        <StayTable
          label={t.incoming}
          rows={rows}
          blanked={blanked}
          actions={(row, name) => (
            <>
              {row.allowedActions.includes('check_in') && (
                <button
                  type="button"
                  aria-label={t.actionFor(t.checkIn, name)}
                  disabled={busy.has(row.id)}
                  onClick={() => void run(row.id, () => checkIn({ variables: { id: row.id } }), t.checkedInDone(name), true)}
                >
                  {t.checkIn}
                </button>
              )}
              {row.allowedActions.includes('decline') && (
                <button
                  type="button"
                  className="secondary"
                  aria-label={t.actionFor(t.noShow, name)}
                  disabled={busy.has(row.id)}
                  onClick={() => void run(row.id, () => noShow({ variables: { id: row.id, reason: t.noShow } }), t.noShowDone(name), true)}
                >
                  {t.noShow}
                </button>
              )}
            </>
          )}
        />
      </DataState>
    </section>
  );
}
