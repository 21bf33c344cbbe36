import type { BookingStatus } from '../gql/graphql';
import { sv } from '../i18n/sv';
import './kit.css';

/** A booking status in Swedish (the catalog's label), coloured by status. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`kit-status kit-status-${status}`}>{sv.statusLabel[status]}</span>;
}
