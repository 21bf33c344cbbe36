import type { BookingStatus } from '../gql/graphql';
import { useTexts } from '../lib/texts';
import './kit.css';

/** A booking status in the person's language (the catalog's label), coloured by status. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`kit-status kit-status-${status}`}>{useTexts().statusLabel[status]}</span>;
}
