import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { sv } from '../../../i18n/sv-invoicing';
import { todayInStockholm } from '../../../lib/dates';
import { DataState } from '../../../ui/DataState';
import { Notice, type NoticeValue } from '../../../ui/Notice';
import { monthName, previousMonth, recentMonths } from '../format';
import { InvoiceCard } from '../InvoiceCard';
import { InvoiceDraftsDocument, InvoicesDocument } from '../invoicing.graphql';
import { DraftCard } from './DraftCard';
import { HostInvoiceActions } from './HostInvoiceActions';
import { SellerDetails } from './SellerDetails';
import '../invoicing.css';

const t = sv.invoicing;
const h = t.host;

/** The month's CSV of every invoice (REST, the session's cookie; invoice.openapi.ts). */
export const monthCsvPath = (month: string): string => `/api/host/invoices/export.csv?month=${encodeURIComponent(month)}`;

/**
 * /host/invoices, SPEC §2's 'Fakturering' (issue 21): choose a month (last month first), see one
 * draft per paying region built from the nights actually stayed, send it ('Skicka', confirmed), and
 * follow the sent invoices: status, downloads, answers to disputes, credit notes, 'Markera betald'.
 * `today` is injectable for tests.
 */
export function HostInvoicingPage({ today = todayInStockholm() }: { today?: string }) {
  const months = useMemo(() => recentMonths(today), [today]);
  const [month, setMonth] = useState(() => previousMonth(today));
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const drafts = useQuery(InvoiceDraftsDocument, { variables: { month }, fetchPolicy: 'cache-and-network' });
  const invoices = useQuery(InvoicesDocument, { variables: { month }, fetchPolicy: 'cache-and-network' });
  const draftList = drafts.data?.invoiceDrafts ?? [];
  const sent = invoices.data?.invoices ?? [];
  const name = monthName(month);

  const reload = async () => {
    await Promise.all([drafts.refetch().catch(() => undefined), invoices.refetch().catch(() => undefined)]);
  };

  return (
    <section className="invoicing" aria-labelledby="invoicing-title">
      <h1 id="invoicing-title">{h.title}</h1>
      <p className="kit-hint">{h.intro}</p>
      <Notice notice={notice} />
      <SellerDetails onSaved={() => void drafts.refetch().catch(() => undefined)} />
      <div className="field invoicing-month">
        <label htmlFor="invoicing-month">{t.month}</label>
        <select
          id="invoicing-month"
          value={month}
          onChange={(e) => {
            setNotice(null);
            setMonth(e.target.value);
          }}
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {monthName(m)}
            </option>
          ))}
        </select>
      </div>

      <section aria-labelledby="invoicing-drafts">
        <h2 id="invoicing-drafts">{h.draftsHeading(name)}</h2>
        <DataState
          loading={drafts.loading && !drafts.data}
          error={drafts.data ? undefined : drafts.error}
          onRetry={drafts.refetch}
          empty={draftList.length === 0}
          emptyText={h.noDrafts(name)}
        >
          {draftList.map((d) => (
            <DraftCard
              key={`${d.month}-${d.region.id}-${d.version}`}
              draft={d}
              onSent={async (invoice) => {
                setNotice({ kind: 'ok', text: h.sent(invoice.number, invoice.region.name) });
                await reload();
              }}
              onFailed={(text) => {
                setNotice({ kind: 'error', text });
                void reload();
              }}
            />
          ))}
        </DataState>
      </section>

      <section aria-labelledby="invoicing-sent">
        <div className="kit-card-head">
          <h2 id="invoicing-sent">{h.sentHeading(name)}</h2>
          {sent.length > 0 && (
            <a href={monthCsvPath(month)} download>
              {h.monthCsv(name)}
            </a>
          )}
        </div>
        <DataState
          loading={invoices.loading && !invoices.data}
          error={invoices.data ? undefined : invoices.error}
          onRetry={invoices.refetch}
          empty={sent.length === 0}
          emptyText={h.noSent}
        >
          {sent.map((invoice) => (
            <InvoiceCard key={invoice.id} invoice={invoice} party="region" compare={false} open={invoice.status === 'disputed'}>
              {invoice.kind === 'invoice' && (
                <HostInvoiceActions
                  invoice={invoice}
                  onDone={async (n, changed) => {
                    setNotice(n);
                    if (changed) await reload();
                  }}
                />
              )}
            </InvoiceCard>
          ))}
        </DataState>
      </section>
    </section>
  );
}
