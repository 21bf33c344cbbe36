import type { BookingAction } from '../../gql/graphql';
import { sv } from '../../i18n/sv-requests';
import { hostGuestPath, paths } from '../../lib/paths';

export type RequestsVariant = 'host' | 'caseworker';

/**
 * Which of Booking.allowedActions each variant's buttons stand for (SPEC §2 labels). Whether a
 * button shows is always the server's answer in allowedActions, never decided here.
 */
export interface VariantConfig {
  accept: BookingAction;
  reject: BookingAction;
  undo: BookingAction;
  acceptLabel: string;
  rejectLabel: string;
  /** Where the guest's record and history are, one click from the row (issue 23 §10). */
  guestRecord: (guestId: string) => string;
}

export const variants: Record<RequestsVariant, VariantConfig> = {
  host: {
    accept: 'assign',
    reject: 'decline',
    undo: 'host_undo',
    acceptLabel: sv.requests.host.accept,
    rejectLabel: sv.requests.host.reject,
    guestRecord: hostGuestPath,
  },
  caseworker: {
    accept: 'recommend',
    reject: 'advise_against',
    undo: 'caseworker_undo',
    acceptLabel: sv.requests.caseworker.accept,
    rejectLabel: sv.requests.caseworker.reject,
    guestRecord: (guestId) => `${paths.caseworkerUsers}?${new URLSearchParams({ guest: guestId }).toString()}`,
  },
};
