import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import type { HostTonightQuery, TonightGuestFragment } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-host';
import { actionErrorText } from '../../../lib/action-error';
import { fullName } from '../../../lib/full-name';
import { useLiveRefetch } from '../../../lib/live';
import { DataState } from '../../../ui/DataState';
import { Modal } from '../../../ui/Modal';
import { DeclineReasonField } from '../../../ui/DeclineReasonField';
import { StatusBadge } from '../../../ui/StatusBadge';
import { CheckInBookingDocument } from '../host.graphql';
import { HostTonightDocument, TonightAssignDocument, TonightDeclineDocument, TonightUndoDocument } from './tonight.graphql';
import '../host.css';
import './tonight.css';

const t = sv.host.tonight;

/** The CSV of the same data (the gateway's REST export, a plain download link). */
export const TONIGHT_CSV = '/api/host/tonight.csv';

type Room = HostTonightQuery['hostTonight']['rooms'][number];
type Guest = TonightGuestFragment;

/** What Ångra puts back: a request (Tilldela, Neka) or an expected guest (Uteblev). */
type UndoKind = 'request' | 'noShow';

/** The last action's outcome, shown inside the room's card (issue 33 §2: beside what was tapped). */
interface RoomResult {
  roomId: string;
  kind: 'ok' | 'error';
  text: string;
  undo?: { id: string; guest: string; kind: UndoKind };
}

/** A question before a tap that costs a bed: Uteblev (a confirmation) or Neka (with an optional reason). */
type Asking = { what: 'noShow'; guest: Guest; room: Room } | { what: 'decline'; guest: Guest; room: Room };

const failText = (error: unknown) => actionErrorText(error, sv.requests.serverErrors, sv.common.actionFailed);

/** Checked in and expected: the people the night is about (the print's head count is the checked in). */
const inHouse = (rooms: readonly Room[]) => rooms.reduce((n, r) => n + r.checkedIn.length, 0);

/**
 * /host/tonight, 'Ikväll' (issues 19 and 33): who sleeps in which room tonight, one card per room:
 * the checked in, the expected (Checka in; Uteblev from the latest check-in time, asked first), the
 * requests holding a bed tonight (Tilldela, Neka) and the no-shows. Each action's result appears in
 * its room's card, with Ångra. Printed (Skriv ut), one page: the shelter, the time, the head count,
 * the rooms as sections (tonight.css).
 */
export function HostTonightPage() {
  const { data, loading, error, refetch } = useQuery(HostTonightDocument, { fetchPolicy: 'cache-and-network', pollInterval: 60_000 });
  useLiveRefetch(refetch);
  const options = { refetchQueries: [HostTonightDocument], awaitRefetchQueries: true };
  const [checkIn] = useMutation(CheckInBookingDocument, options);
  const [assign] = useMutation(TonightAssignDocument, options);
  const [decline] = useMutation(TonightDeclineDocument, options);
  const [undo] = useMutation(TonightUndoDocument, options);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [result, setResult] = useState<RoomResult | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const tonight = data?.hostTonight;
  const rooms = tonight?.rooms ?? [];

  const run = async (room: Room, guest: Guest, work: () => Promise<unknown>, done: string, undoKind?: UndoKind) => {
    const id = guest.id;
    setBusy((b) => new Set(b).add(id));
    try {
      await work();
      const name = fullName(guest.guest);
      setResult({ roomId: room.product.id, kind: 'ok', text: done, undo: undoKind ? { id, guest: name, kind: undoKind } : undefined });
    } catch (e) {
      setResult({ roomId: room.product.id, kind: 'error', text: `${fullName(guest.guest)}: ${failText(e)}` });
    } finally {
      setBusy((b) => {
        const next = new Set(b);
        next.delete(id);
        return next;
      });
    }
  };

  /** Ångra: back to a request (host_undo); after Uteblev the place is assigned again, as it was. */
  const runUndo = async (roomId: string, u: NonNullable<RoomResult['undo']>) => {
    setBusy((b) => new Set(b).add(u.id));
    try {
      await undo({ variables: { id: u.id } });
      if (u.kind === 'noShow') {
        try {
          await assign({ variables: { id: u.id } });
        } catch {
          setResult({ roomId, kind: 'ok', text: t.undoneToRequest(u.guest) });
          return;
        }
      }
      setResult({ roomId, kind: 'ok', text: t.undone(u.guest) });
    } catch (e) {
      setResult({ roomId, kind: 'error', text: `${u.guest}: ${failText(e)}` });
    } finally {
      setBusy((b) => {
        const next = new Set(b);
        next.delete(u.id);
        return next;
      });
    }
  };

  const actions = (room: Room, b: Guest, group: GroupKey) => {
    const name = fullName(b.guest);
    const disabled = busy.has(b.id);
    if (group === 'requests') {
      return (
        <div className="tonight-actions">
          {b.allowedActions.includes('assign') && (
            <button
              type="button"
              aria-label={t.actionFor(t.assign, name)}
              disabled={disabled}
              onClick={() => void run(room, b, () => assign({ variables: { id: b.id } }), t.assigned(name, room.product.name), 'request')}
            >
              {t.assign}
            </button>
          )}
          {b.allowedActions.includes('decline') && (
            <button
              type="button"
              className="secondary"
              aria-label={t.actionFor(t.decline, name)}
              disabled={disabled}
              onClick={() => setAsking({ what: 'decline', guest: b, room })}
            >
              {t.decline}
            </button>
          )}
        </div>
      );
    }
    if (group !== 'expected') return null;
    return (
      <div className="tonight-actions">
        {b.allowedActions.includes('check_in') && (
          <button
            type="button"
            aria-label={t.actionFor(t.checkIn, name)}
            disabled={disabled}
            onClick={() => void run(room, b, () => checkIn({ variables: { id: b.id } }), t.checkedInDone(name))}
          >
            {t.checkIn}
          </button>
        )}
        {tonight?.noShowOpen && b.allowedActions.includes('decline') && (
          <button
            type="button"
            className="secondary"
            aria-label={t.actionFor(t.noShow, name)}
            disabled={disabled}
            onClick={() => setAsking({ what: 'noShow', guest: b, room })}
          >
            {t.noShow}
          </button>
        )}
      </div>
    );
  };

  const noShowHint =
    tonight && !tonight.noShowOpen && tonight.checkInUntil
      ? rooms.some((r) => r.expected.length > 0)
        ? noShowHintText(tonight.checkInUntil)
        : null
      : null;

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
      {tonight && (
        <div className="tonight-print-head">
          <p className="tonight-print-shelter">{tonight.shelterName}</p>
          <p>
            {t.printedAt(t.printedAtTime(tonight.date, tonight.time))} · <strong>{t.inHouse(inHouse(rooms))}</strong>
          </p>
        </div>
      )}
      <div className="tonight-tools">
        <button type="button" onClick={() => window.print()}>
          {t.print}
        </button>
        <a className="button-link secondary" href={TONIGHT_CSV} download>
          {t.csv}
        </a>
      </div>
      {noShowHint && <p className="kit-hint tonight-no-show-hint">{noShowHint}</p>}
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
            <RoomCard
              key={room.product.id}
              room={room}
              actions={actions}
              result={result?.roomId === room.product.id ? result : null}
              onUndo={(u) => void runUndo(room.product.id, u)}
              undoBusy={result?.undo ? busy.has(result.undo.id) : false}
            />
          ))}
        </div>
      </DataState>
      {asking?.what === 'noShow' && (
        <Modal title={t.noShowTitle(fullName(asking.guest.guest))} onClose={() => setAsking(null)} alert>
          <p>{t.noShowQuestion(fullName(asking.guest.guest), asking.room.product.name)}</p>
          <div className="kit-buttons">
            <button
              type="button"
              onClick={() => {
                const { guest, room } = asking;
                setAsking(null);
                void run(
                  room,
                  guest,
                  () => decline({ variables: { id: guest.id, reason: t.noShow } }),
                  t.noShowDone(fullName(guest.guest)),
                  'noShow',
                );
              }}
            >
              {t.noShowConfirm}
            </button>
            <button type="button" className="secondary" onClick={() => setAsking(null)}>
              {t.cancel}
            </button>
          </div>
        </Modal>
      )}
      {asking?.what === 'decline' && (
        <DeclineDialog
          guest={fullName(asking.guest.guest)}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => {
            const { guest, room } = asking;
            setAsking(null);
            void run(room, guest, () => decline({ variables: { id: guest.id, reason } }), t.declined(fullName(guest.guest)), 'request');
          }}
        />
      )}
    </section>
  );
}

function noShowHintText(checkInUntil: string): string {
  // A latest check-in after midnight is tomorrow's (staff.rules.ts noShowOpen).
  return checkInUntil < '12:00' ? t.noShowAfterMidnight(checkInUntil) : t.noShowFrom(checkInUntil);
}

function DeclineDialog({
  guest,
  onConfirm,
  onCancel,
}: {
  guest: string;
  onConfirm: (reason: string | null) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    onConfirm(trimmed === '' ? null : trimmed);
  };
  return (
    <Modal title={t.declineTitle(guest)} onClose={onCancel}>
      <form onSubmit={submit}>
        <DeclineReasonField label={t.reasonLabel} onChange={setReason} />
        <div className="kit-buttons">
          <button type="submit">{t.decline}</button>
          <button type="button" className="secondary" onClick={onCancel}>
            {t.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

type GroupKey = 'checkedIn' | 'expected' | 'requests' | 'noShows';

function RoomCard({
  room,
  actions,
  result,
  onUndo,
  undoBusy,
}: {
  room: Room;
  actions: (room: Room, b: Guest, group: GroupKey) => React.ReactNode;
  result: RoomResult | null;
  onUndo: (u: NonNullable<RoomResult['undo']>) => void;
  undoBusy: boolean;
}) {
  const headingId = `tonight-room-${room.product.id}`;
  const groups: [GroupKey, string, string, readonly Guest[]][] = [
    ['checkedIn', 'checked-in', t.checkedIn, room.checkedIn],
    ['expected', 'expected', t.expected, room.expected],
    ['requests', 'requests', t.requests, room.requests],
    ['noShows', 'no-shows', t.noShows, room.noShows],
  ];
  const nobody = room.checkedIn.length + room.expected.length + room.requests.length + room.noShows.length === 0;
  return (
    <article
      className={`card tonight-room${nobody ? ' tonight-room-empty' : ''}`}
      aria-labelledby={headingId}
      data-room-id={room.product.id}
    >
      <header className="tonight-room-head">
        <h2 id={headingId}>{room.product.name}</h2>
        <p className="tonight-beds">
          {t.beds(room.freeBeds, room.capacity)}
          {room.requests.length > 0 && <span className="tonight-held"> · {t.heldByRequests(room.requests.length)}</span>}
        </p>
      </header>
      <div className="tonight-result" role="status" aria-live="polite" aria-label={t.resultFor(room.product.name)}>
        {result && (
          <div className={`kit-notice ${result.kind === 'ok' ? 'kit-notice-ok' : 'kit-notice-error'}`}>
            <p>{result.text}</p>
            {result.undo && (
              <button
                type="button"
                className="secondary"
                aria-label={t.undoFor(result.undo.guest)}
                disabled={undoBusy}
                onClick={() => result.undo && onUndo(result.undo)}
              >
                {t.undo}
              </button>
            )}
          </div>
        )}
      </div>
      {groups.map(([group, key, label, list]) =>
        group === 'requests' && list.length === 0 ? null : (
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
                    <span className="tonight-guest-uno">
                      {b.guest.unokod ? (
                        <>
                          {t.uno} <bdi>{b.guest.unokod}</bdi>
                        </>
                      ) : (
                        t.noUno
                      )}
                    </span>
                    <span className="tonight-guest-status">
                      <StatusBadge status={b.status} />
                    </span>
                    <span className="tonight-guest-stay">{t.stay(b.startDate, b.endDate)}</span>
                    {b.decision && <span className="tonight-guest-decision">{t.decision(b.decision.caseNumber, b.decision.endDate)}</span>}
                    {actions(room, b, group)}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ),
      )}
      <p className="tonight-print-empty">{t.emptyRoom(room.product.name, room.freeBeds)}</p>
    </article>
  );
}
