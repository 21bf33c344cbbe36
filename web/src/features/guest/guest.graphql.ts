import { graphql } from '../../gql';

/**
 * /user: a page of open shelters (SPEC §2 Guest: shelter list), the guest's own region and city
 * first, with its beds free tonight (issue 18); `limit` grows with 'Visa fler' and `search` narrows
 * it (issue 22). Its defaults are the first page.
 */
export const GuestSheltersDocument = graphql(`
  query GuestShelters($search: String, $limit: Int = 20) {
    shelterPage(search: $search, limit: $limit) {
      total
      hasMore
      shelters {
        id
        name
        street
        postcode
        city
        image
        placesFreeTonight
        criteria
      }
    }
  }
`);

/** Places left per room of a shelter, night by night, and how many wait in each room's queue (issue 18 §1). */
export const GuestRoomPlacesDocument = graphql(`
  query GuestRoomPlaces($shelterId: ID!, $from: LocalDate, $days: Int!) {
    shelterAvailability(shelterId: $shelterId, from: $from, days: $days) {
      product {
        id
        name
        type
      }
      nights {
        date
        placesLeft
      }
      queued
    }
  }
`);

/** Shelters with a place the guest could book on every night asked, nearest to `near` first (issue 18 §3, §7). */
export const SheltersWithPlaceDocument = graphql(`
  query SheltersWithPlace($start: LocalDate!, $end: LocalDate!, $near: ID, $limit: Int) {
    sheltersWithPlace(start: $start, end: $end, near: $near, limit: $limit) {
      shelter {
        id
        name
        street
        postcode
        city
      }
      product {
        id
        name
      }
      placesLeft
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
      phone
      checkInFrom
      checkInUntil
      houseRules
      houseRulesTranslations {
        language
        text
      }
      criteria
      latitude
      longitude
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
      queuePosition
      product {
        id
        name
        shelter {
          id
          name
          street
          postcode
          city
          phone
          checkInUntil
        }
      }
    }
  }
`);

/** Issue 33 §5: how the answer to a request will reach the guest (here, e-mail or SMS). */
export const GuestAnswerChannelDocument = graphql(`
  query GuestAnswerChannel {
    myNotificationSettings {
      contactPreference
      hasEmail
      hasPhone
    }
  }
`);

/** 'Mina Bokningar': the guest's own current bookings and what the guest may do with each (and the address, for the offline page). */
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
      queuePosition
      product {
        id
        name
        type
        shelter {
          id
          name
          street
          postcode
          city
          phone
          checkInFrom
          checkInUntil
          latitude
          longitude
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

// Issue 38: the guest's own biståndsbeslut (that it exists and until when), above their bookings.
export const MyDecisionsDocument = graphql(`
  query MyDecisions {
    myDecisions {
      id
      endDate
    }
  }
`);
