import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { sv } from '../../i18n/sv-requests';
import { FlagIcon } from '../../ui/icons';
import { stockholmDateTime } from '../../lib/instant';
import { ScrollTable } from '../../ui/ScrollTable';
import { StatusBadge } from '../../ui/StatusBadge';
import { guestName, type RequestRow, waitedText } from './rows';
import type { VariantConfig } from './variants';
import '../../ui/card-table.css';

/** What one row of the requests page shows (the guest's fields are minimised by the server). */
export const RequestRowFields = graphql(`
  fragment RequestRow on Booking {
    id
    status
    bookingTime
    startDate
    endDate
    message
    allowedActions
    guestBarredUntil
    decision {
      caseNumber
      endDate
    }
    history {
      id
      action
      fromStatus
      toStatus
      actorGroup
      actorName
      reason
      at
    }
    guest {
      id
      firstName
      lastName
      unokod
      flag
    }
    product {
      id
      name
      type
      shelter {
        id
        name
      }
    }
  }
`);

const t = sv.requests;

export interface RowHandlers {
  onAccept: (row: RequestRow) => void;
  onReject: (row: RequestRow) => void;
  onUndo: (row: RequestRow) => void;
}

/**
 * Rows of one card: a shelter's requests, or the queue (then without checkboxes). A table on a wide
 * screen, one card per request on a phone (ui/card-table.css and requests.css), in one markup.
 */
export function RequestsTable({
  label,
  rows,
  config,
  selectable,
  ticked,
  onTick,
  onTickAll,
  handledId,
  busy,
  rowErrors,
  handlers,
  now,
}: {
  label: string;
  rows: readonly RequestRow[];
  config: VariantConfig;
  selectable: boolean;
  ticked: ReadonlySet<string>;
  onTick: (id: string, checked: boolean) => void;
  onTickAll: (ids: string[], checked: boolean) => void;
  handledId: string | null;
  busy: ReadonlySet<string>;
  rowErrors: Readonly<Record<string, string>>;
  handlers: RowHandlers;
  /** The time the requests' age is counted to (ms since the epoch). */
  now: number;
}) {
  const canTick = (row: RequestRow) => row.id !== handledId && !busy.has(row.id) && row.allowedActions.includes(config.accept);
  const tickable = rows.filter(canTick).map((r) => r.id);
  const tickedHere = tickable.filter((id) => ticked.has(id));
  const all = tickable.length > 0 && tickedHere.length === tickable.length;
  const some = tickedHere.length > 0 && !all;

  const selectAllRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = some;
  }, [some]);

  return (
    <ScrollTable label={sv.tableOf(label)}>
      <table className="req-table card-table">
        <thead>
          <tr>
            {selectable && (
              <th scope="col" className="req-select">
                <label className="req-select-all">
                  <input
                    ref={selectAllRef}
                    type="checkbox"
                    aria-label={t.selectAll(label)}
                    checked={all}
                    disabled={tickable.length === 0}
                    onChange={(e) => onTickAll(tickable, e.target.checked)}
                  />
                  <span className="req-select-all-text" aria-hidden="true">
                    {t.selectAllShort}
                  </span>
                </label>
              </th>
            )}
            <th scope="col">{t.columns.received}</th>
            <th scope="col">{t.columns.guest}</th>
            <th scope="col">{t.columns.unokod}</th>
            <th scope="col">{t.columns.status}</th>
            <th scope="col">{t.columns.flag}</th>
            <th scope="col">{t.columns.details}</th>
            <th scope="col">{t.columns.checkIn}</th>
            <th scope="col">{t.columns.checkOut}</th>
            <th scope="col">{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = guestName(row);
            const handled = row.id === handledId;
            const isBusy = busy.has(row.id);
            const may = (action: VariantConfig['accept']) => row.allowedActions.includes(action);
            const error = rowErrors[row.id];
            return (
              <tr key={row.id} data-booking-id={row.id} className={handled ? 'handled' : undefined}>
                {selectable && (
                  <td className="req-select">
                    <input
                      type="checkbox"
                      aria-label={t.selectRow(name)}
                      checked={ticked.has(row.id) && canTick(row)}
                      disabled={!canTick(row)}
                      onChange={(e) => onTick(row.id, e.target.checked)}
                    />
                  </td>
                )}
                <td className="req-received" data-label={t.columns.received}>
                  {stockholmDateTime(row.bookingTime)} <span className="req-age">{waitedText(row.bookingTime, now)}</span>
                </td>
                <td className="req-guest card-table-title">
                  <Link to={config.guestRecord(row.guest.id)}>{name}</Link>
                  {row.guestBarredUntil && <p className="req-barred">{t.barredUntil(row.guestBarredUntil)}</p>}
                  {row.decision && <p className="req-decision">{t.decision(row.decision.caseNumber, row.decision.endDate)}</p>}
                  {row.message.trim() !== '' && (
                    <p className="req-message">
                      <span className="req-message-label">{t.message}</span> {row.message}
                    </p>
                  )}
                  {row.history.length > 0 && (
                    <details className="req-history">
                      <summary aria-label={t.historyFor(name)}>{t.history}</summary>
                      <ol>
                        {row.history.map((e) => (
                          <li key={e.id}>
                            {stockholmDateTime(e.at)} · {t.actorGroup[e.actorGroup] ?? e.actorGroup}
                            {e.actorName ? ` (${e.actorName})` : ''}: {e.fromStatus ? `${sv.statusLabel[e.fromStatus]} → ` : ''}
                            {sv.statusLabel[e.toStatus]}
                            {e.reason ? ` – ${e.reason}` : ''}
                          </li>
                        ))}
                      </ol>
                    </details>
                  )}
                </td>
                <td data-label={t.columns.unokod}>{row.guest.unokod ?? ''}</td>
                <td data-label={t.columns.status}>
                  <StatusBadge status={row.status} />
                </td>
                <td data-label={t.columns.flag}>
                  <span
                    role="img"
                    className={row.guest.flag ? 'req-flag req-flag-on' : 'req-flag req-flag-off'}
                    aria-label={row.guest.flag ? t.flagged : t.notFlagged}
                    title={row.guest.flag ? t.flagged : t.notFlagged}
                  >
                    <FlagIcon />
                    {/* The word too (issue 33 §14): the colour alone says nothing to a colour-blind host. */}
                    <span className="req-flag__word" aria-hidden="true">
                      {row.guest.flag ? t.flagged : t.notFlagged}
                    </span>
                  </span>
                </td>
                <td data-label={t.columns.details}>
                  {sv.productTypeLabel[row.product.type]} – {row.product.name}
                </td>
                <td className="kit-nowrap" data-label={t.columns.checkIn}>
                  {row.startDate}
                </td>
                <td className="kit-nowrap" data-label={t.columns.checkOut}>
                  {row.endDate || t.noEndDate}
                </td>
                <td className="req-actions card-table-actions">
                  <div className="kit-buttons">
                    {handled ? (
                      may(config.undo) && (
                        <button
                          type="button"
                          className="secondary"
                          aria-label={t.undoFor(name)}
                          disabled={isBusy}
                          onClick={() => handlers.onUndo(row)}
                        >
                          {t.undo}
                        </button>
                      )
                    ) : (
                      <>
                        {may(config.accept) && (
                          <button
                            type="button"
                            aria-label={t.acceptFor(config.acceptLabel, name)}
                            disabled={isBusy}
                            onClick={() => handlers.onAccept(row)}
                          >
                            {config.acceptLabel}
                          </button>
                        )}
                        {may(config.reject) && (
                          <button
                            type="button"
                            className="secondary"
                            aria-label={t.acceptFor(config.rejectLabel, name)}
                            disabled={isBusy}
                            onClick={() => handlers.onReject(row)}
                          >
                            {config.rejectLabel}
                          </button>
                        )}
                      </>
                    )}
                  </div>
                  {error && <p className="error req-row-error">{error}</p>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollTable>
  );
}
