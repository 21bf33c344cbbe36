import { useQuery } from '@apollo/client/react';
import { useLiveRefetch } from '../../../lib/live';
import { Link } from 'react-router-dom';
import { sv } from '../../../i18n/sv';
import { paths } from '../../../lib/paths';
import { DataState } from '../../../ui/DataState';
import { stockholmDateTime } from '../../../lib/instant';
import { ScrollTable } from '../../../ui/ScrollTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { fullName } from '../../../lib/full-name';
import { overviewQueryOptions } from './host-lists';
import { HostRequestsSummaryDocument } from '../host.graphql';

const t = sv.host.overview;
const SHOWN = 5;

/** SPEC §2: 'Förfrågningar', a compact list (oldest first) and 'Hantera förfrågningar'. */
export function RequestsSummary() {
  const { data, loading, error, refetch } = useQuery(HostRequestsSummaryDocument, overviewQueryOptions);
  useLiveRefetch(refetch);
  const rows = data?.hostRequests ?? [];
  return (
    <section className="card host-card-requests" aria-labelledby="overview-requests">
      <div className="kit-card-head">
        <h2 id="overview-requests">{t.requests}</h2>
        <Link className="host-button-link" to={paths.hostRequests}>
          {t.manageRequests}
        </Link>
      </div>
      <DataState loading={loading && !data} error={data ? undefined : error} empty={rows.length === 0} emptyText={sv.requests.empty}>
        <ScrollTable label={t.requests}>
          <table>
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
                  <td className="kit-nowrap">{stockholmDateTime(row.bookingTime)}</td>
                  <td>{fullName(row.guest)}</td>
                  <td>{row.product.name}</td>
                  <td className="kit-nowrap">{row.startDate}</td>
                  <td>
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
