import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { InvoiceStatus } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-invoicing';
import { todayInStockholm } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { DataState } from '../../../ui/DataState';
import { Notice, type NoticeValue } from '../../../ui/Notice';
import { monthName, recentMonths } from '../format';
import { InvoiceCard, invoiceTitle, InvoiceStatusBadge } from '../InvoiceCard';
import { InvoiceLinesTable } from '../InvoiceLinesTable';
import { GuestInvoiceLinesDocument, InvoicesDocument } from '../invoicing.graphql';
import { CaseworkerInvoiceActions } from './CaseworkerInvoiceActions';
import '../invoicing.css';

const t = sv.invoicing;
const c = t.caseworker;
const STATUSES = Object.keys(t.statusLabel) as InvoiceStatus[];
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The report's 'Fakturera' (issue 21 §6): one guest's lines in a month, on the invoices that hold them. */
function GuestLines({ guestId, month, shelterId }: { guestId: string; month: string; shelterId: string | null }) {
  const { data, loading, error, refetch } = useQuery(GuestInvoiceLinesDocument, {
    variables: { guestId, month, shelterId },
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.guestInvoiceLines ?? [];
  return (
    <section className="card invoice-guest-lines" aria-labelledby="invoice-guest-lines">
      <div className="kit-card-head">
        <h2 id="invoice-guest-lines">{c.guestLines.heading(monthName(month))}</h2>
        <Link to={paths.caseworkerInvoices}>{c.guestLines.back}</Link>
      </div>
      <DataState
        loading={loading && !data}
        error={data ? undefined : error}
        onRetry={refetch}
        empty={rows.length === 0}
        emptyText={c.guestLines.none}
      >
        {rows.map(({ invoice, line }) => {
          const title = invoiceTitle(invoice);
          // The line's table is named with the shelter too: the invoice's own card below has a
          // table of its lines named with the title (no two landmarks may share a name).
          const on = c.guestLines.on(title, invoice.shelter.name);
          return (
            <div key={`${invoice.id}-${line.id}`} className="invoice-guest-line">
              <p className="invoice-facts">
                <strong>{on}</strong> <InvoiceStatusBadge invoice={invoice} />
              </p>
              <InvoiceLinesTable title={on} lines={[line]} compare={invoice.kind === 'invoice'} />
            </div>
          );
        })}
      </DataState>
    </section>
  );
}

/**
 * /caseworker/invoices (issue 21 §5): the invoices of the caseworker's shelters, each line compared
 * with the nights report for that guest, shelter and month; 'Attestera' or dispute lines. With
 * `?guest=&month=` (the report's 'Fakturera') it first shows that guest's lines for the month.
 */
export function CaseworkerInvoicesPage({ today = todayInStockholm() }: { today?: string }) {
  const [params] = useSearchParams();
  const guestId = params.get('guest');
  const guestMonth = params.get('month');
  const shelterId = params.get('shelter');
  const months = useMemo(() => recentMonths(today), [today]);
  const [month, setMonth] = useState(guestMonth && MONTH.test(guestMonth) ? guestMonth : '');
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const invoices = useQuery(InvoicesDocument, {
    variables: { month: month || null, status: status || null },
    fetchPolicy: 'cache-and-network',
  });
  const list = invoices.data?.invoices ?? [];
  // Titles two shelters' invoices share on this page: those invoices are named with their shelter.
  const shared = useMemo(() => {
    const seen = new Set<string>();
    const twice = new Set<string>();
    for (const invoice of invoices.data?.invoices ?? []) {
      const title = invoiceTitle(invoice);
      (seen.has(title) ? twice : seen).add(title);
    }
    return twice;
  }, [invoices.data]);

  return (
    <section className="invoicing" aria-labelledby="invoices-title">
      <h1 id="invoices-title">{c.title}</h1>
      <p className="kit-hint">{c.intro}</p>
      <Notice notice={notice} />
      {guestId && guestMonth && MONTH.test(guestMonth) && <GuestLines guestId={guestId} month={guestMonth} shelterId={shelterId} />}
      <h2 id="invoices-list">{c.listHeading}</h2>
      <div className="invoicing-filters">
        <div className="field">
          <label htmlFor="invoices-month">{t.month}</label>
          <select id="invoices-month" value={month} onChange={(e) => setMonth(e.target.value)}>
            <option value="">{c.allMonths}</option>
            {months.map((m) => (
              <option key={m} value={m}>
                {monthName(m)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="invoices-status">{c.statusFilter}</label>
          <select id="invoices-status" value={status} onChange={(e) => setStatus(e.target.value as InvoiceStatus | '')}>
            <option value="">{c.allStatuses}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t.statusLabel[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataState
        loading={invoices.loading && !invoices.data}
        error={invoices.data ? undefined : invoices.error}
        onRetry={invoices.refetch}
        empty={list.length === 0}
        emptyText={c.empty}
      >
        {list.map((invoice) => (
          <InvoiceCard
            key={invoice.id}
            invoice={invoice}
            party="both"
            compare
            open={invoice.allowedActions.length > 0}
            named={shared.has(invoiceTitle(invoice)) ? c.titleFrom(invoiceTitle(invoice), invoice.shelter.name) : undefined}
          >
            <CaseworkerInvoiceActions
              invoice={invoice}
              onDone={async (n) => {
                setNotice(n);
                await invoices.refetch().catch(() => undefined);
              }}
            />
          </InvoiceCard>
        ))}
      </DataState>
    </section>
  );
}
