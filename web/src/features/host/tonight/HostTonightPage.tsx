import { useMutation, useQuery } from '@apollo/client/react';
import type { HostTonightQuery, TonightGuestFragment } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-host';
import { actionErrorText } from '../../../lib/action-error';
import { fullName } from '../../../lib/full-name';
import { useLiveRefetch } from '../../../lib/live';
import { DataState } from '../../../ui/DataState';
import { Notice } from '../../../ui/Notice';
import { StatusBadge } from '../../../ui/StatusBadge';
import { CheckInBookingDocument, NoShowBookingDocument } from '../host.graphql';
import { useRowAction } from '../overview/use-row-action';
import { HostTonightDocument } from './tonight.graphql';
import '../host.css';
import './tonight.css';

const t = sv.host.tonight;

/** The CSV of the same data (the gateway's REST export, a plain download link). */
export const TONIGHT_CSV = '/api/host/tonight.csv';

type Room = HostTonightQuery['hostTonight']['rooms'][number];

/**
 * /host/tonight, 'Ikväll' (issue 19): who sleeps in which room tonight, one card per room, with
 * check-in and Uteblev one tap away. Printed (Skriv ut), each room is a page of names, UNO codes
 * and a box to tick at the roll call; the chrome and the buttons are not printed (tonight.css).
 */
export function HostTonightPage() {
  const { data, loading, error, refetch } = useQuery(HostTonightDocument, { fetchPolicy: 'cache-and-network' });
  useLiveRefetch(refetch);
  const [checkIn] = useMutation(CheckInBookingDocument, { refetchQueries: [HostTonightDocument], awaitRefetchQueries: true });
  const [noShow] = useMutation(NoShowBookingDocument, { refetchQueries: [HostTonightDocument], awaitRefetchQueries: true });
  const { busy, notice, run } = useRowAction();
  const tonight = data?.hostTonight;
  const rooms = tonight?.rooms ?? [];

  const actions = (b: TonightGuestFragment) => {
    const name = fullName(b.guest);
    return (
      <div className="tonight-actions">
        {b.allowedActions.includes('check_in') && (
          <button
            type="button"
            aria-label={t.actionFor(t.checkIn, name)}
            disabled={busy.has(b.id)}
            onClick={() => void run(b.id, () => checkIn({ variables: { id: b.id } }), t.checkedInDone(name), false)}
          >
            {t.checkIn}
          </button>
        )}
        {b.allowedActions.includes('decline') && (
          <button
            type="button"
            className="secondary"
            aria-label={t.actionFor(t.noShow, name)}
            disabled={busy.has(b.id)}
            onClick={() => void run(b.id, () => noShow({ variables: { id: b.id, reason: t.noShow } }), t.noShowDone(name), false)}
          >
            {t.noShow}
          </button>
        )}
      </div>
    );
  };

  return (
    <section className="tonight-page" aria-labelledby="tonight-title">
      <h1 id="tonight-title">{t.title}</h1>
      <p className="host-shelter-name">
        {tonight ? (
          <>
            {tonight.shelterName} · {t.intro(tonight.date)}
          </>
        ) : null}
      </p>
      <div className="tonight-tools">
        <button type="button" onClick={() => window.print()}>
          {t.print}
        </button>
        <a className="button-link secondary" href={TONIGHT_CSV} download>
          {t.csv}
        </a>
      </div>
      <Notice notice={notice} />
      <DataState
        loading={loading && !data}
        error={data ? undefined : error}
        onRetry={refetch}
        errorText={error ? actionErrorText(error, sv.requests.serverErrors, sv.common.loadFailed) : undefined}
        empty={rooms.length === 0}
        emptyText={t.noRooms}
      >
        <div className="tonight-rooms">
          {rooms.map((room) => (
            <RoomCard key={room.product.id} room={room} date={tonight?.date ?? ''} actions={actions} />
          ))}
        </div>
      </DataState>
    </section>
  );
}

function RoomCard({ room, date, actions }: { room: Room; date: string; actions: (b: TonightGuestFragment) => React.ReactNode }) {
  const headingId = `tonight-room-${room.product.id}`;
  const groups: [string, string, readonly TonightGuestFragment[]][] = [
    ['checked-in', t.checkedIn, room.checkedIn],
    ['expected', t.expected, room.expected],
    ['no-shows', t.noShows, room.noShows],
  ];
  return (
    <article className="card tonight-room" aria-labelledby={headingId} data-room-id={room.product.id}>
      <header className="tonight-room-head">
        <h2 id={headingId}>{room.product.name}</h2>
        <p className="tonight-beds">{t.beds(room.freeBeds, room.capacity)}</p>
        <p className="tonight-print-only">{t.printedAt(date)}</p>
      </header>
      {groups.map(([key, label, list]) => (
        <section key={key} className={`tonight-group tonight-group-${key}`} aria-label={`${label}, ${room.product.name}`}>
          <h3>
            {label} ({list.length})
          </h3>
          {list.length === 0 ? (
            <p className="empty">{t.nobody}</p>
          ) : (
            <ul className="tonight-guests">
              {list.map((b) => (
                <li key={b.id} className="tonight-guest" data-booking-id={b.id}>
                  <span className="tonight-tick" aria-hidden="true" />
                  <span className="tonight-guest-name">{fullName(b.guest)}</span>
                  <span className="tonight-guest-uno">{b.guest.unokod ? `${t.uno} ${b.guest.unokod}` : t.noUno}</span>
                  <span className="tonight-guest-status">
                    <StatusBadge status={b.status} />
                  </span>
                  <span className="tonight-guest-stay">{t.stay(b.startDate, b.endDate)}</span>
                  {key === 'no-shows' ? null : actions(b)}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
