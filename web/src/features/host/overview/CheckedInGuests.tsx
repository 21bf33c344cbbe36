import { useMutation } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import type { StayRowFragment } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-host';
import { actionErrorText } from '../../../lib/action-error';
import { DataState } from '../../../ui/DataState';
import { Notice } from '../../../ui/Notice';
import { fullName } from '../../../lib/full-name';
import { type CardState, type Overview, refreshAfterAction } from './host-lists';
import { CheckOutBookingDocument, ExtendBookingDocument } from '../host.graphql';
import { StayTable } from './StayTable';
import { useRowAction } from './use-row-action';

// Opened by a tap on Förläng: fetched then, not with the overview (issue 34: first load within budget).
const ExtendDialog = lazy(async () => ({ default: (await import('./ExtendDialog')).ExtendDialog }));

const t = sv.host.overview;

/**
 * Everyone staying now, with Förläng (a later check-out date) and Utcheckning for a guest who
 * leaves before the planned date (the server then ends the stay today).
 */
export function CheckedInGuests({
  shelterId,
  rows: loaded,
  loading,
  error,
  retry,
}: CardState & { shelterId: string | undefined; rows: Overview['hostCheckedIn'] | undefined }) {
  const [checkOut] = useMutation(CheckOutBookingDocument, {
    refetchQueries: refreshAfterAction(['counts', 'outgoing', 'availability'], shelterId),
  });
  const [extend, { loading: extending }] = useMutation(ExtendBookingDocument, {
    refetchQueries: refreshAfterAction(['counts', 'outgoing', 'availability'], shelterId),
  });
  const { busy, blanked, notice, setNotice, run } = useRowAction();
  const [extendRow, setExtendRow] = useState<StayRowFragment | null>(null);
  const [extendError, setExtendError] = useState<string | null>(null);
  const rows = loaded ?? [];

  const saveExtension = async (row: StayRowFragment, endDate: string) => {
    setExtendError(null);
    try {
      await extend({ variables: { id: row.id, endDate } });
      setExtendRow(null);
      setNotice({ kind: 'ok', text: t.extendedDone(fullName(row.guest), endDate) });
    } catch (e) {
      setExtendError(actionErrorText(e, sv.requests.serverErrors, sv.common.actionFailed));
    }
  };

  return (
    <section className="card host-card-checked-in" aria-labelledby="overview-checked-in" aria-busy={loading || undefined}>
      <h2 id="overview-checked-in">{t.checkedIn}</h2>
      <Notice notice={notice} />
      <DataState loading={loading} error={error} onRetry={retry} empty={rows.length === 0} emptyText={t.noCheckedIn}>
        <StayTable
          label={t.checkedIn}
          rows={rows}
          blanked={blanked}
          actions={(row, name) => (
            <>
              {row.allowedActions.includes('extend') && (
                <button
                  type="button"
                  className="secondary"
                  aria-label={t.actionFor(t.extend, name)}
                  disabled={busy.has(row.id)}
                  onClick={() => {
                    setExtendError(null);
                    setExtendRow(row);
                  }}
                >
                  {t.extend}
                </button>
              )}
              {row.allowedActions.includes('check_out') && (
                <button
                  type="button"
                  aria-label={t.actionFor(t.checkOut, name)}
                  disabled={busy.has(row.id)}
                  onClick={() => void run(row.id, () => checkOut({ variables: { id: row.id } }), t.checkedOutDone(name), true)}
                >
                  {t.checkOut}
                </button>
              )}
            </>
          )}
        />
      </DataState>
      {extendRow && (
        <Suspense fallback={null}>
          <ExtendDialog
            guest={fullName(extendRow.guest)}
            endDate={extendRow.endDate}
            error={extendError}
            busy={extending}
            onCancel={() => setExtendRow(null)}
            onSave={(endDate) => void saveExtension(extendRow, endDate)}
          />
        </Suspense>
      )}
    </section>
  );
}
