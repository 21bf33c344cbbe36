import { graphql } from '../../gql';

export const HostRequestsDocument = graphql(`
  query HostRequests {
    hostRequests {
      ...RequestRow
    }
    hostQueue {
      ...RequestRow
    }
  }
`);

export const CaseworkerRequestsDocument = graphql(`
  query CaseworkerRequests {
    caseworkerRequests {
      ...RequestRow
    }
  }
`);

export const AssignBookingDocument = graphql(`
  mutation AssignBooking($id: ID!) {
    assignBooking(id: $id) {
      ...RequestRow
    }
  }
`);

export const DeclineBookingDocument = graphql(`
  mutation DeclineBooking($id: ID!, $reason: String) {
    declineBooking(id: $id, reason: $reason) {
      ...RequestRow
    }
  }
`);

export const HostSetPendingDocument = graphql(`
  mutation HostSetPending($id: ID!) {
    hostSetPending(id: $id) {
      ...RequestRow
    }
  }
`);

export const AssignBookingsDocument = graphql(`
  mutation AssignBookings($ids: [ID!]!) {
    assignBookings(ids: $ids) {
      bookingId
      ok
      code
      message
    }
  }
`);

export const RecommendBookingDocument = graphql(`
  mutation RecommendBooking($id: ID!) {
    recommendBooking(id: $id) {
      ...RequestRow
    }
  }
`);

export const AdviseAgainstBookingDocument = graphql(`
  mutation AdviseAgainstBooking($id: ID!, $reason: String) {
    adviseAgainstBooking(id: $id, reason: $reason) {
      ...RequestRow
    }
  }
`);

export const CaseworkerSetPendingDocument = graphql(`
  mutation CaseworkerSetPending($id: ID!) {
    caseworkerSetPending(id: $id) {
      ...RequestRow
    }
  }
`);

export const RecommendBookingsDocument = graphql(`
  mutation RecommendBookings($ids: [ID!]!) {
    recommendBookings(ids: $ids) {
      bookingId
      ok
      code
      message
    }
  }
`);
