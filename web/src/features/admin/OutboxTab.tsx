import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { OutboxStatus } from '../../gql/graphql';
import { outbox } from '../../i18n/sv/notify';
import { stockholmDateTime } from '../../lib/instant';
import { DataState } from '../../ui/DataState';
import { ScrollTable } from '../../ui/ScrollTable';
import { OutboxMessagesDocument } from './outbox.graphql';

const t = outbox;
const STATUSES = ['pending', 'sent', 'failed', 'no_channel'] as const satisfies readonly OutboxStatus[];

/**
 * Utskick (issue 20 §5): what noQ sent or tried to send, newest first, 25 a page, optionally one
 * status. Where, when, how often and why it failed; never the message itself, the address masked
 * by the server.
 */
export function OutboxTab() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const { data, loading, error, refetch } = useQuery(OutboxMessagesDocument, {
    variables: { page, status: status === '' ? null : status },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.outboxMessages;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;

  return (
    <section aria-labelledby="outbox-title">
      <h2 id="outbox-title">{t.heading}</h2>
      <p>{t.intro}</p>
      <div className="field outbox-filter">
        <label htmlFor="outbox-status">{t.filterLabel}</label>
        <select
          id="outbox-status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as OutboxStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t.all}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t.status[s]}
            </option>
          ))}
        </select>
      </div>
      <DataState
        loading={loading && !result}
        error={error}
        empty={result?.items.length === 0}
        emptyText={t.empty}
        onRetry={() => refetch()}
      >
        {result && (
          <>
            <p className="outbox-total">{t.total(result.total)}</p>
            <ScrollTable label={t.listLabel}>
              <table className="outbox-table">
                <thead>
                  <tr>
                    <th scope="col">{t.columns.time}</th>
                    <th scope="col">{t.columns.status}</th>
                    <th scope="col">{t.columns.channel}</th>
                    <th scope="col">{t.columns.template}</th>
                    <th scope="col">{t.columns.recipient}</th>
                    <th scope="col">{t.columns.attempts}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.items.map((m) => (
                    <tr key={m.id}>
                      <td>{stockholmDateTime(m.createdAt)}</td>
                      <td>
                        <span className={`outbox-status outbox-status--${m.status}`}>{t.status[m.status]}</span>
                        {m.sentAt && <span className="outbox-detail">{t.sentAt(stockholmDateTime(m.sentAt))}</span>}
                        {m.nextAttemptAt && m.attempts > 0 && (
                          <span className="outbox-detail">{t.nextAttempt(stockholmDateTime(m.nextAttemptAt))}</span>
                        )}
                        {m.lastError && (
                          <span className="outbox-detail">
                            {t.reason}: {m.lastError}
                          </span>
                        )}
                      </td>
                      <td>{t.channel[m.channel]}</td>
                      <td>{t.templates[m.template] ?? m.template}</td>
                      <td>{m.address}</td>
                      <td>{m.attempts}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
            <nav className="button-row outbox-paging" aria-label={t.pagingLabel}>
              <button type="button" className="secondary" disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
                {t.previous}
              </button>
              <span aria-live="polite">{t.pageOf(result.page, pages)}</span>
              <button type="button" className="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                {t.next}
              </button>
            </nav>
          </>
        )}
      </DataState>
    </section>
  );
}
