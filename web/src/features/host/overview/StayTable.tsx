import type { ReactNode } from 'react';
import { graphql } from '../../../gql';
import type { StayRowFragment } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv-host';
import { ScrollTable } from '../../../ui/ScrollTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { fullName } from '../../../lib/full-name';
import '../../../ui/card-table.css';

/** A guest row of the overview's lists (arrivals, departures, checked in). */
export const StayRowFields = graphql(`
  fragment StayRow on Booking {
    id
    status
    startDate
    endDate
    allowedActions
    guest {
      id
      firstName
      lastName
    }
    product {
      id
      name
    }
  }
`);

const t = sv.host.overview;

/**
 * Guests arriving, leaving or staying: a table on a wide screen, one card per guest on a phone
 * (ui/card-table.css; the cells' data-label stands in for the hidden header there). A row in `blanked` was just handled: SPEC §4 blanks its
 * name and status and hides its buttons; it leaves the list at the next refresh.
 */
export function StayTable({
  label,
  rows,
  blanked,
  actions,
}: {
  label: string;
  rows: readonly StayRowFragment[];
  blanked: ReadonlySet<string>;
  actions: (row: StayRowFragment, name: string) => ReactNode;
}) {
  return (
    <ScrollTable label={sv.tableOf(label)}>
      <table className="host-stays card-table">
        <thead>
          <tr>
            <th scope="col">{t.columns.guest}</th>
            <th scope="col">{t.columns.room}</th>
            <th scope="col">{t.columns.status}</th>
            <th scope="col">{t.columns.checkIn}</th>
            <th scope="col">{t.columns.checkOut}</th>
            <th scope="col">{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const done = blanked.has(row.id);
            const name = fullName(row.guest);
            return (
              <tr key={row.id} data-booking-id={row.id} className={done ? 'handled' : undefined}>
                <td className="host-stay-guest card-table-title">{done ? '' : name}</td>
                <td data-label={t.columns.room}>{row.product.name}</td>
                <td className="host-stay-status" data-label={t.columns.status}>
                  {done ? '' : <StatusBadge status={row.status} />}
                </td>
                <td className="kit-nowrap" data-label={t.columns.checkIn}>
                  {row.startDate}
                </td>
                <td className="kit-nowrap" data-label={t.columns.checkOut}>
                  {row.endDate || sv.requests.noEndDate}
                </td>
                <td className="card-table-actions">{done ? null : <div className="kit-buttons">{actions(row, name)}</div>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollTable>
  );
}
