import { graphql } from '../../gql';

/** /user: every open shelter (SPEC §2 Guest: shelter list). */
export const GuestSheltersDocument = graphql(`
  query GuestShelters {
    shelters {
      id
      name
      street
      postcode
      city
      image
    }
  }
`);

/** One shelter with its products: the information page and the booking page share it (and its cache). */
export const ShelterDetailsDocument = graphql(`
  query ShelterDetails($id: ID!) {
    shelter(id: $id) {
      id
      name
      street
      postcode
      city
      products {
        id
        name
        description
        type
        totalPlaces
      }
    }
  }
`);

/** SPEC §2 booking request; the message is sent too (DESIGN §13). */
export const RequestBookingDocument = graphql(`
  mutation RequestBooking($input: RequestBookingInput!) {
    requestBooking(input: $input) {
      id
      status
      startDate
      endDate
    }
  }
`);

/** 'Mina Bokningar': the guest's own current bookings and what the guest may do with each. */
export const MyBookingsDocument = graphql(`
  query MyBookings {
    myBookings {
      id
      status
      startDate
      endDate
      message
      declineReason
      allowedActions
      product {
        id
        name
        type
        shelter {
          id
          name
        }
      }
    }
  }
`);

/** /status-bokningar: each booking's statuses over time. */
export const MyBookingHistoryDocument = graphql(`
  query MyBookingHistory {
    myBookings {
      id
      status
      startDate
      endDate
      product {
        id
        name
        shelter {
          id
          name
        }
      }
      history {
        id
        action
        toStatus
        reason
        at
      }
    }
  }
`);

export const ConfirmBookingDocument = graphql(`
  mutation ConfirmBooking($id: ID!) {
    confirmBooking(id: $id) {
      id
      status
      allowedActions
    }
  }
`);

export const CancelBookingDocument = graphql(`
  mutation CancelBooking($id: ID!) {
    cancelBooking(id: $id) {
      id
      status
      allowedActions
    }
  }
`);
