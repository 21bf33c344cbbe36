import { useMutation, useQuery } from '@apollo/client/react';
import { useLiveRefetch } from '../../lib/live';
import { useState } from 'react';
import { sv } from '../../i18n/sv-volunteer';
import { fullName } from '../../lib/full-name';
import { DataState } from '../../ui/DataState';
import { stockholmDateTime } from '../../lib/instant';
import { VolunteerBookingsDocument, VolunteerCancelBookingDocument, VolunteerConfirmBookingDocument } from './volunteer.graphql';
import '../../ui/kit.css';
import '../../ui/card-table.css';
import './volunteer.css';

const t = sv.volunteer.requests;

type Result = { kind: 'ok' | 'error'; text: string } | null;

/**
 * /volunteer/requests: the bookings this volunteer made for guests, newest request first, with
 * Bekräfta and Avboka exactly where the server's allowedActions offer them (DESIGN §4).
 */
export function VolunteerRequestsPage() {
  const { data, loading, error, refetch } = useQuery(VolunteerBookingsDocument, { fetchPolicy: 'cache-and-network' });
  useLiveRefetch(refetch);
  const [confirm] = useMutation(VolunteerConfirmBookingDocument);
  const [cancel] = useMutation(VolunteerCancelBookingDocument);
  const [busy, setBusy] = useState<string | null>(null);
  const [result, setResult] = useState<Result>(null);
  const bookings = data?.volunteerBookings ?? [];

  const act = async (id: string, guest: string, kind: 'confirm' | 'cancel') => {
    setBusy(id);
    setResult(null);
    try {
      if (kind === 'confirm') await confirm({ variables: { id }, refetchQueries: ['VolunteerBookings'] });
      else await cancel({ variables: { id }, refetchQueries: ['VolunteerBookings'] });
      setResult({ kind: 'ok', text: kind === 'confirm' ? t.confirmed(guest) : t.cancelled(guest) });
    } catch {
      setResult({ kind: 'error', text: kind === 'confirm' ? t.confirmFailed : t.cancelFailed });
    } finally {
      setBusy(null);
    }
  };

  const c = t.columns;
  return (
    <div className="volunteer-requests">
      <h1>{t.heading}</h1>
      <div role="status" aria-live="polite">
        {result?.kind === 'ok' && <p className="notice-ok">{result.text}</p>}
      </div>
      {result?.kind === 'error' && (
        <p role="alert" className="error">
          {result.text}
        </p>
      )}
      <DataState loading={loading && !data} error={error} onRetry={refetch} empty={bookings.length === 0} emptyText={t.empty}>
        {/* One card per request on a phone, like the host's (ui/card-table.css; issue 33 §12). */}
        <div className="table-scroll card">
          <table className="card-table">
            <thead>
              <tr>
                <th scope="col">{c.received}</th>
                <th scope="col">{c.guest}</th>
                <th scope="col">{c.uno}</th>
                <th scope="col">{c.shelter}</th>
                <th scope="col">{c.checkIn}</th>
                <th scope="col">{c.checkOut}</th>
                <th scope="col">{c.status}</th>
                <th scope="col">{c.actions}</th>
              </tr>
            </thead>
            <tbody>
              {bookings.map((b) => {
                const guest = fullName(b.guest);
                return (
                  <tr key={b.id}>
                    <td className="nowrap" data-label={c.received}>
                      {stockholmDateTime(b.bookingTime)}
                    </td>
                    <td className="card-table-title">{guest}</td>
                    <td data-label={c.uno}>{b.guest.unokod ?? ''}</td>
                    <td data-label={c.shelter}>
                      {b.product.shelter.name}
                      <br />
                      <span className="muted-small">{b.product.name}</span>
                    </td>
                    <td className="nowrap" data-label={c.checkIn}>
                      {b.startDate}
                    </td>
                    <td className="nowrap" data-label={c.checkOut}>
                      {b.endDate}
                    </td>
                    <td data-label={c.status}>{sv.statusLabel[b.status]}</td>
                    <td className="card-table-actions">
                      <div className="button-row kit-buttons">
                        {b.allowedActions.includes('volunteer_confirm') && (
                          <button
                            type="button"
                            aria-label={t.confirmFor(guest)}
                            disabled={busy === b.id}
                            onClick={() => act(b.id, guest, 'confirm')}
                          >
                            {t.confirm}
                          </button>
                        )}
                        {b.allowedActions.includes('cancel') && (
                          <button
                            type="button"
                            className="secondary"
                            aria-label={t.cancelFor(guest)}
                            disabled={busy === b.id}
                            onClick={() => act(b.id, guest, 'cancel')}
                          >
                            {t.cancel}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </DataState>
    </div>
  );
}
