import { Link } from 'react-router-dom';
import { sv } from '../../../i18n/sv-host';
import { paths } from '../../../lib/paths';
import { DataState } from '../../../ui/DataState';
import { stockholmDateTime } from '../../../lib/instant';
import { ScrollTable } from '../../../ui/ScrollTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { fullName } from '../../../lib/full-name';
import type { CardState, Overview } from './host-lists';
import '../../../ui/card-table.css';

const t = sv.host.overview;
const SHOWN = 5;

/** SPEC §2: 'Förfrågningar', a compact list (oldest first) and 'Hantera förfrågningar'. */
export function RequestsSummary({ rows: loaded, loading, error, retry }: CardState & { rows: Overview['hostRequests'] | undefined }) {
  const rows = loaded ?? [];
  return (
    <section className="card host-card-requests" aria-labelledby="overview-requests" aria-busy={loading || undefined}>
      <div className="kit-card-head">
        <h2 id="overview-requests">{t.requests}</h2>
        <Link className="host-button-link" to={paths.hostRequests}>
          {t.manageRequests}
        </Link>
      </div>
      <DataState loading={loading} error={error} onRetry={retry} empty={rows.length === 0} emptyText={sv.requests.empty}>
        <ScrollTable label={sv.tableOf(t.requests)}>
          <table className="host-requests-summary card-table">
            <thead>
              <tr>
                <th scope="col">{t.columns.received}</th>
                <th scope="col">{t.columns.guest}</th>
                <th scope="col">{t.columns.room}</th>
                <th scope="col">{t.columns.checkIn}</th>
                <th scope="col">{t.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, SHOWN).map((row) => (
                <tr key={row.id}>
                  <td className="kit-nowrap" data-label={t.columns.received}>
                    {stockholmDateTime(row.bookingTime)}
                  </td>
                  <td data-label={t.columns.guest}>{fullName(row.guest)}</td>
                  <td data-label={t.columns.room}>{row.product.name}</td>
                  <td className="kit-nowrap" data-label={t.columns.checkIn}>
                    {row.startDate}
                  </td>
                  <td data-label={t.columns.status}>
                    <StatusBadge status={row.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
        {rows.length > SHOWN && <p className="kit-hint">{t.moreRequests(rows.length - SHOWN)}</p>}
      </DataState>
    </section>
  );
}
