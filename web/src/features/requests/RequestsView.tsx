import { lazy, Suspense, useId, useState } from 'react';
import { sv } from '../../i18n/sv-requests';
import { actionErrorText, batchRowText } from '../../lib/action-error';
import { useNow } from '../../lib/now';
import { DataState } from '../../ui/DataState';
import { Notice, type NoticeValue } from '../../ui/Notice';
import { RequestsTable, type RowHandlers } from './RequestsTable';
import {
  byReceived,
  filterChoices,
  groupByShelter,
  guestName,
  matchesFilter,
  noFilter,
  type RequestFilter,
  type RequestRow,
  withHandled,
} from './rows';
import { type RequestsVariant, variants } from './variants';
import './requests.css';

// Opened by a tap on Neka or Avråd: fetched then, not with the list (issue 34: first load within budget).
const ReasonDialog = lazy(async () => ({ default: (await import('./ReasonDialog')).ReasonDialog }));

const t = sv.requests;

export interface BatchRow {
  bookingId: string;
  ok: boolean;
  code?: string | null;
  message?: string | null;
}

/** The variant's operations; each resolves to the booking as it is now, or rejects. */
export interface RequestActions {
  accept: (id: string) => Promise<RequestRow | undefined>;
  reject: (id: string, reason: string | null) => Promise<RequestRow | undefined>;
  undo: (id: string) => Promise<RequestRow | undefined>;
  acceptMany: (ids: string[]) => Promise<readonly BatchRow[]>;
}

type List = 'requests' | 'queue';

const failText = (error: unknown) => actionErrorText(error, t.serverErrors, sv.common.actionFailed);

/** Issue 19: night and room filters above the lists, over the rows already loaded. */
function RequestFilters({
  rows,
  filter,
  onChange,
  shown,
}: {
  rows: readonly RequestRow[];
  filter: RequestFilter;
  onChange: (filter: RequestFilter) => void;
  shown: number;
}) {
  const id = useId();
  const { nights, rooms } = filterChoices(rows);
  const active = filter.night !== '' || filter.room !== '';
  return (
    <div className="req-filters" role="group" aria-label={t.filters.label}>
      <div className="field">
        <label htmlFor={`${id}-night`}>{t.filters.night}</label>
        <select id={`${id}-night`} value={filter.night} onChange={(e) => onChange({ ...filter, night: e.target.value })}>
          <option value="">{t.filters.allNights}</option>
          {nights.map((night) => (
            <option key={night} value={night}>
              {night}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-room`}>{t.filters.room}</label>
        <select id={`${id}-room`} value={filter.room} onChange={(e) => onChange({ ...filter, room: e.target.value })}>
          <option value="">{t.filters.allRooms}</option>
          {rooms.map((room) => (
            <option key={room.id} value={room.id}>
              {room.label}
            </option>
          ))}
        </select>
      </div>
      {active && (
        <>
          <button type="button" className="secondary req-filters-clear" onClick={() => onChange(noFilter)}>
            {t.filters.clear}
          </button>
          <p className="req-filters-count" role="status">
            {t.filters.shown(shown, rows.length)}
          </p>
        </>
      )}
    </div>
  );
}

/**
 * SPEC §2 Requests page, shared by host and caseworker: one card per shelter, per-row and bulk
 * accept, reject with an optional reason, and an undo on the row just handled. Which buttons a row
 * shows is the server's `allowedActions`.
 */
export function RequestsView({
  variant,
  requests,
  queue,
  loading,
  error,
  reload,
  actions,
}: {
  variant: RequestsVariant;
  requests: readonly RequestRow[] | undefined;
  /** Host only: queued requests ('I kö'). */
  queue?: readonly RequestRow[];
  loading: boolean;
  error?: unknown;
  reload: () => Promise<unknown>;
  actions: RequestActions;
}) {
  const config = variants[variant];
  const headingId = useId();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [handled, setHandled] = useState<{ row: RequestRow; list: List } | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [rowErrors, setRowErrors] = useState<Readonly<Record<string, string>>>({});
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const [rejecting, setRejecting] = useState<{ row: RequestRow; list: List } | null>(null);
  const [filter, setFilter] = useState<RequestFilter>(noFilter);
  const now = useNow();

  const allRows = withHandled(requests ?? [], handled?.list === 'requests' ? handled.row : null);
  const allQueue = withHandled(queue ?? [], handled?.list === 'queue' ? handled.row : null);
  const shown = allRows.filter((row) => matchesFilter(row, filter));
  const shownQueue = allQueue.filter((row) => matchesFilter(row, filter));
  const filtering = filter.night !== '' || filter.room !== '';
  const groups = groupByShelter(shown);

  const setBusyFor = (ids: readonly string[], on: boolean) =>
    setBusy((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const untick = (ids: readonly string[]) => setTicked((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
  const setRowError = (id: string, text: string | null) =>
    setRowErrors((prev) => {
      const { [id]: _old, ...rest } = prev;
      return text === null ? rest : { ...rest, [id]: text };
    });

  const reloadQuietly = async () => {
    try {
      await reload();
    } catch {
      // The query's own error state shows a failed reload.
    }
  };

  /** One row's action: the row is busy meanwhile; afterwards it leaves the ticked set. */
  const runOne = async (row: RequestRow, list: List, work: () => Promise<RequestRow | undefined>, undo = false) => {
    const name = guestName(row);
    setBusyFor([row.id], true);
    setRowError(row.id, null);
    try {
      const updated = (await work()) ?? row;
      untick([row.id]);
      if (undo) {
        setHandled(null);
        setNotice({ kind: 'ok', text: t.undone(name) });
      } else {
        setHandled({ row: updated, list });
        setNotice({ kind: 'ok', text: t.handled(name, sv.statusLabel[updated.status]) });
      }
    } catch (e) {
      const text = failText(e);
      setRowError(row.id, text);
      setNotice({ kind: 'error', text: t.failed(name, text) });
      return;
    } finally {
      setBusyFor([row.id], false);
    }
    // SPEC §4: after accept/reject the list reloads (the row is free to be undone meanwhile).
    await reloadQuietly();
  };

  const handlersFor = (list: List): RowHandlers => ({
    onAccept: (row) => void runOne(row, list, () => actions.accept(row.id)),
    onReject: (row) => setRejecting({ row, list }),
    onUndo: (row) => void runOne(row, list, () => actions.undo(row.id), true),
  });

  const acceptTicked = async (rows: readonly RequestRow[]) => {
    const ids = rows.filter((r) => ticked.has(r.id) && r.allowedActions.includes(config.accept)).map((r) => r.id);
    if (ids.length === 0) {
      setNotice({ kind: 'error', text: t.batchNothing });
      return;
    }
    const names = new Map(rows.map((r) => [r.id, guestName(r)]));
    setBusyFor(ids, true);
    try {
      const results = await actions.acceptMany(ids);
      const failed = results.filter((r) => !r.ok);
      untick(results.filter((r) => r.ok).map((r) => r.bookingId));
      setHandled(null);
      setRowErrors((prev) => {
        const next = { ...prev };
        for (const r of results) {
          if (r.ok) delete next[r.bookingId];
          else next[r.bookingId] = batchRowText(r, t.serverErrors, sv.common.actionFailed);
        }
        return next;
      });
      setNotice({
        kind: failed.length === 0 ? 'ok' : 'error',
        text: t.batchSummary(results.length - failed.length, failed.length),
        details: failed.map((r) =>
          t.failed(names.get(r.bookingId) ?? r.bookingId, batchRowText(r, t.serverErrors, sv.common.actionFailed)),
        ),
      });
    } catch (e) {
      setNotice({ kind: 'error', text: failText(e) });
      return;
    } finally {
      setBusyFor(ids, false);
    }
    await reloadQuietly();
  };

  const tableProps = {
    config,
    ticked,
    onTick: (id: string, checked: boolean) =>
      setTicked((prev) => {
        const next = new Set(prev);
        if (checked) next.add(id);
        else next.delete(id);
        return next;
      }),
    onTickAll: (ids: string[], checked: boolean) =>
      setTicked((prev) => {
        const next = new Set(prev);
        for (const id of ids) {
          if (checked) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    handledId: handled?.row.id ?? null,
    busy,
    rowErrors,
    now,
  };

  return (
    <section className="req-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t.heading}</h1>

      <Notice notice={notice} />

      {allRows.length + allQueue.length > 0 && (
        <RequestFilters rows={[...allRows, ...allQueue]} filter={filter} onChange={setFilter} shown={shown.length + shownQueue.length} />
      )}

      <DataState
        loading={loading && !requests}
        error={requests ? undefined : error}
        onRetry={reloadQuietly}
        empty={shown.length === 0}
        emptyText={filtering && allRows.length > 0 ? t.filters.none : t.empty}
      >
        {groups.map((group) => {
          const title = group.name || t.unknownShelter;
          const tickedHere = group.rows.filter(
            (r) => ticked.has(r.id) && r.id !== handled?.row.id && r.allowedActions.includes(config.accept),
          ).length;
          return (
            <section key={group.id} className="card req-card" aria-labelledby={`${headingId}-${group.id}`}>
              <div className="kit-card-head">
                <h2 id={`${headingId}-${group.id}`}>{title}</h2>
                <button type="button" disabled={tickedHere === 0} onClick={() => void acceptTicked(group.rows)}>
                  {t.bulk(config.acceptLabel)}
                </button>
              </div>
              <RequestsTable label={title} rows={group.rows} selectable handlers={handlersFor('requests')} {...tableProps} />
            </section>
          );
        })}
      </DataState>

      {shownQueue.length > 0 && (
        <section className="card req-card" aria-labelledby={`${headingId}-queue`}>
          <h2 id={`${headingId}-queue`}>{t.queue}</h2>
          <p className="kit-hint">{t.queueHint}</p>
          <RequestsTable
            label={t.queue}
            rows={[...shownQueue].sort(byReceived)}
            selectable={false}
            handlers={handlersFor('queue')}
            {...tableProps}
          />
        </section>
      )}

      {rejecting && (
        <Suspense fallback={null}>
          <ReasonDialog
            actionLabel={config.rejectLabel}
            guest={guestName(rejecting.row)}
            presets={variant === 'host'}
            onCancel={() => setRejecting(null)}
            onConfirm={(reason) => {
              const { row, list } = rejecting;
              setRejecting(null);
              void runOne(row, list, () => actions.reject(row.id, reason));
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
