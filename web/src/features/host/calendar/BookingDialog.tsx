import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import type { BookingAction } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-host';
import { actionErrorText } from '../../../lib/action-error';
import { fullName } from '../../../lib/full-name';
import { stockholmDateTime } from '../../../lib/instant';
import { DataState } from '../../../ui/DataState';
import { Modal } from '../../../ui/Modal';
import { Notice, type NoticeValue } from '../../../ui/Notice';
import { StatusBadge } from '../../../ui/StatusBadge';
import {
  CalendarAssignDocument,
  CalendarBookingDocument,
  CalendarCheckInDocument,
  CalendarCheckOutDocument,
  CalendarDeclineDocument,
  CalendarUndoDocument,
  HostCalendarDocument,
} from './calendar.graphql';
import type { CalendarStay } from './CalendarGrid';

const t = sv.host.calendar;

/** The host's actions the dialog offers, in this order, when the booking allows them. */
const HOST_ACTIONS = ['assign', 'check_in', 'check_out', 'decline', 'host_undo'] as const satisfies readonly BookingAction[];
type HostAction = (typeof HOST_ACTIONS)[number];

/**
 * A booking of the calendar in the shared dialog (ui/Modal.tsx): who, when, its status and history,
 * and the host's actions the server allows now (allowedActions). An action refreshes the grid.
 */
export function BookingDialog({ stay, onClose }: { stay: CalendarStay; onClose: () => void }) {
  const name = fullName(stay.guest);
  const reasonId = useId();
  const { data, loading, error, refetch } = useQuery(CalendarBookingDocument, { variables: { id: stay.id }, fetchPolicy: 'network-only' });
  const refresh = { refetchQueries: [HostCalendarDocument], awaitRefetchQueries: true };
  const [assign] = useMutation(CalendarAssignDocument, refresh);
  const [checkIn] = useMutation(CalendarCheckInDocument, refresh);
  const [checkOut] = useMutation(CalendarCheckOutDocument, refresh);
  const [decline] = useMutation(CalendarDeclineDocument, refresh);
  const [undo] = useMutation(CalendarUndoDocument, refresh);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const booking = data?.booking;

  const run = async (action: HostAction | 'no_show') => {
    const id = stay.id;
    setBusy(true);
    try {
      if (action === 'assign') await assign({ variables: { id } });
      else if (action === 'check_in') await checkIn({ variables: { id } });
      else if (action === 'check_out') await checkOut({ variables: { id } });
      else if (action === 'host_undo') await undo({ variables: { id } });
      else if (action === 'no_show') await decline({ variables: { id, reason: t.noShow } });
      else await decline({ variables: { id, reason: reason.trim() || null } });
      setNotice({ kind: 'ok', text: t.done(action === 'no_show' ? t.noShow : t.actionLabels[action], name) });
    } catch (e) {
      setNotice({ kind: 'error', text: actionErrorText(e, sv.requests.serverErrors, sv.common.actionFailed) });
    } finally {
      setBusy(false);
    }
  };

  const allowed = HOST_ACTIONS.filter((a) => booking?.allowedActions.includes(a));
  // Uteblev: a guest expected tonight (check-in is allowed only during the stay).
  const expectedTonight = allowed.includes('check_in');

  return (
    <Modal title={t.dialogTitle(name)} onClose={onClose}>
      <DataState
        loading={loading && !data}
        error={data ? undefined : error}
        onRetry={refetch}
        errorText={error ? actionErrorText(error, sv.requests.serverErrors, sv.common.loadFailed) : undefined}
      >
        {booking && (
          <div className="calendar-dialog">
            <dl className="calendar-facts">
              <dt>{sv.host.overview.columns.status}</dt>
              <dd>
                <StatusBadge status={booking.status} />
              </dd>
              <dt>{t.room}</dt>
              <dd>{booking.product.name}</dd>
              <dt>{t.stay}</dt>
              <dd>{t.stayDates(booking.startDate, booking.endDate)}</dd>
              <dt>{t.uno}</dt>
              <dd>{booking.guest.unokod ?? t.noUno}</dd>
              <dt>{t.received}</dt>
              <dd>{stockholmDateTime(booking.bookingTime)}</dd>
              {booking.message && (
                <>
                  <dt>{t.message}</dt>
                  <dd>{booking.message}</dd>
                </>
              )}
            </dl>
            {booking.history.length > 0 && (
              <>
                <h3>{t.history}</h3>
                <ol className="calendar-history">
                  {booking.history.map((e) => (
                    <li key={e.id}>
                      {stockholmDateTime(e.at)} · {sv.statusLabel[e.toStatus]}
                      {e.actorName ? ` · ${e.actorName}` : ''}
                      {e.reason ? ` · ${e.reason}` : ''}
                    </li>
                  ))}
                </ol>
              </>
            )}
            <h3>{t.actions}</h3>
            <Notice notice={notice} />
            {allowed.length === 0 ? (
              <p className="empty">{t.noActions}</p>
            ) : (
              <>
                {allowed.includes('decline') && (
                  <div className="field">
                    <label htmlFor={reasonId}>{t.declineReason}</label>
                    <input id={reasonId} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
                  </div>
                )}
                <div className="kit-buttons calendar-actions">
                  {allowed.map((a) => (
                    <button
                      key={a}
                      type="button"
                      className={a === 'decline' || a === 'host_undo' ? 'secondary' : undefined}
                      disabled={busy}
                      onClick={() => void run(a)}
                    >
                      {t.actionLabels[a]}
                    </button>
                  ))}
                  {expectedTonight && allowed.includes('decline') && (
                    <button type="button" className="secondary" disabled={busy} onClick={() => void run('no_show')}>
                      {t.noShow}
                    </button>
                  )}
                </div>
              </>
            )}
            <p className="calendar-more">{t.more}</p>
          </div>
        )}
      </DataState>
      <div className="kit-buttons">
        <button type="button" className="secondary" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </Modal>
  );
}
