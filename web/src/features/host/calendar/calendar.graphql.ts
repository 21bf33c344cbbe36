import { graphql } from '../../../gql';

// Kalender (issue 19): the grid in one query, a booking's details and the host's actions in the dialog.

export const HostCalendarDocument = graphql(`
  query HostCalendar($from: LocalDate, $days: Int!) {
    hostCalendar(from: $from, days: $days) {
      from
      days
      nights
      rooms {
        product {
          id
          name
        }
        nights {
          date
          capacity
          freeBeds
          bookings {
            id
            status
            startDate
            endDate
            guest {
              id
              firstName
              lastName
            }
          }
        }
      }
    }
  }
`);

export const CalendarBookingDocument = graphql(`
  query CalendarBooking($id: ID!) {
    booking(id: $id) {
      ...CalendarBookingDetails
    }
  }
`);

export const CalendarBookingFields = graphql(`
  fragment CalendarBookingDetails on Booking {
    id
    status
    startDate
    endDate
    bookingTime
    message
    declineReason
    allowedActions
    guest {
      id
      firstName
      lastName
      unokod
    }
    product {
      id
      name
    }
    history {
      id
      action
      toStatus
      actorName
      reason
      at
    }
  }
`);

export const CalendarAssignDocument = graphql(`
  mutation CalendarAssign($id: ID!) {
    assignBooking(id: $id) {
      ...CalendarBookingDetails
    }
  }
`);

export const CalendarDeclineDocument = graphql(`
  mutation CalendarDecline($id: ID!, $reason: String) {
    declineBooking(id: $id, reason: $reason) {
      ...CalendarBookingDetails
    }
  }
`);

export const CalendarCheckInDocument = graphql(`
  mutation CalendarCheckIn($id: ID!) {
    checkInBooking(id: $id) {
      ...CalendarBookingDetails
    }
  }
`);

export const CalendarCheckOutDocument = graphql(`
  mutation CalendarCheckOut($id: ID!) {
    checkOutBooking(id: $id) {
      ...CalendarBookingDetails
    }
  }
`);

export const CalendarUndoDocument = graphql(`
  mutation CalendarUndo($id: ID!) {
    hostSetPending(id: $id) {
      ...CalendarBookingDetails
    }
  }
`);
