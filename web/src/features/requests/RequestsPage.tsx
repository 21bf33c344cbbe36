import { useMutation, useQuery } from '@apollo/client/react';
import { useLiveRefetch } from '../../lib/live';
import {
  AdviseAgainstBookingDocument,
  AssignBookingDocument,
  AssignBookingsDocument,
  CaseworkerRequestsDocument,
  CaseworkerSetPendingDocument,
  DeclineBookingDocument,
  HostRequestsDocument,
  HostSetPendingDocument,
  RecommendBookingDocument,
  RecommendBookingsDocument,
} from './requests.graphql';
import { type RequestActions, RequestsView } from './RequestsView';
import type { RequestsVariant } from './variants';

// Staff lists are re-read on every visit and on every change event (DESIGN §7), so a desk never
// works from stale rows.
// A reload after an action never joins a read that left before it: the app's client deduplicates
// nothing (lib/apollo.ts), so the list is never shown as it was before an undo.
const listOptions = { fetchPolicy: 'cache-and-network' } as const;

/** /host/requests: the host's requests (Tilldela / Neka) and the queue ('I kö'). */
export function HostRequestsPage() {
  const { data, loading, error, refetch } = useQuery(HostRequestsDocument, listOptions);
  useLiveRefetch(refetch);
  const [assign] = useMutation(AssignBookingDocument);
  const [decline] = useMutation(DeclineBookingDocument);
  const [setPending] = useMutation(HostSetPendingDocument);
  const [assignMany] = useMutation(AssignBookingsDocument);

  const actions: RequestActions = {
    accept: async (id) => (await assign({ variables: { id } })).data?.assignBooking,
    reject: async (id, reason) => (await decline({ variables: { id, reason } })).data?.declineBooking,
    undo: async (id) => (await setPending({ variables: { id } })).data?.hostSetPending,
    acceptMany: async (ids) => (await assignMany({ variables: { ids } })).data?.assignBookings ?? [],
  };
  return (
    <RequestsView
      variant="host"
      requests={data?.hostRequests}
      queue={data?.hostQueue}
      loading={loading}
      error={error}
      reload={refetch}
      actions={actions}
    />
  );
}

/** /caseworker/requests: pending requests at the assigned shelters (Tillråda / Avråda). */
export function CaseworkerRequestsPage() {
  const { data, loading, error, refetch } = useQuery(CaseworkerRequestsDocument, listOptions);
  useLiveRefetch(refetch);
  const [recommend] = useMutation(RecommendBookingDocument);
  const [adviseAgainst] = useMutation(AdviseAgainstBookingDocument);
  const [setPending] = useMutation(CaseworkerSetPendingDocument);
  const [recommendMany] = useMutation(RecommendBookingsDocument);

  const actions: RequestActions = {
    accept: async (id) => (await recommend({ variables: { id } })).data?.recommendBooking,
    reject: async (id, reason) => (await adviseAgainst({ variables: { id, reason } })).data?.adviseAgainstBooking,
    undo: async (id) => (await setPending({ variables: { id } })).data?.caseworkerSetPending,
    acceptMany: async (ids) => (await recommendMany({ variables: { ids } })).data?.recommendBookings ?? [],
  };
  return (
    <RequestsView
      variant="caseworker"
      requests={data?.caseworkerRequests}
      loading={loading}
      error={error}
      reload={refetch}
      actions={actions}
    />
  );
}

/** SPEC §2: the requests page is shared and receives the group. */
export function RequestsPage({ variant }: { variant: RequestsVariant }) {
  return variant === 'host' ? <HostRequestsPage /> : <CaseworkerRequestsPage />;
}
