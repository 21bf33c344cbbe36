import { graphql } from '../../gql';

/**
 * One page of shelters with their rooms that have a place on every night of [start, end), most
 * free places first, filtered on the server (issue 22). `limit` grows with 'Visa fler'; its default
 * is the first page.
 */
export const VolunteerAvailabilityDocument = graphql(`
  query VolunteerAvailability(
    $start: LocalDate
    $end: LocalDate
    $regionId: ID
    $hostId: ID
    $search: String
    $criteria: [ShelterCriterion!]
    $limit: Int = 20
  ) {
    volunteerAvailabilityPage(
      start: $start
      end: $end
      regionId: $regionId
      hostId: $hostId
      search: $search
      criteria: $criteria
      limit: $limit
    ) {
      total
      hasMore
      shelters {
        host {
          id
          name
          street
          city
          criteria
          region {
            id
            name
          }
        }
        products {
          placesLeft
          product {
            id
            name
            description
            type
            totalPlaces
          }
          availability {
            date
            placesLeft
          }
        }
      }
    }
  }
`);

/** The 'Välj Region' and 'Välj Värd' options: every open shelter's id, name and region (read once). */
export const VolunteerHostsDocument = graphql(`
  query VolunteerHosts {
    shelters {
      id
      name
      region {
        id
        name
      }
    }
  }
`);

export const VolunteerCreateGuestDocument = graphql(`
  mutation VolunteerCreateGuest($input: CreateGuestInput!) {
    createGuest(input: $input) {
      id
      firstName
      lastName
      uno
    }
  }
`);

export const VolunteerSearchGuestsDocument = graphql(`
  query VolunteerSearchGuests($firstName: String, $lastName: String, $uno: String) {
    searchGuests(firstName: $firstName, lastName: $lastName, uno: $uno, partial: true) {
      id
      firstName
      lastName
      uno
    }
  }
`);

export const VolunteerRequestBookingDocument = graphql(`
  mutation VolunteerRequestBooking($input: RequestBookingInput!) {
    requestBooking(input: $input) {
      id
      status
      guestNotice
    }
  }
`);

export const VolunteerConfirmBookingDocument = graphql(`
  mutation VolunteerConfirmBooking($id: ID!) {
    volunteerConfirmBooking(id: $id) {
      id
      status
      allowedActions
      guestNotice
      startDate
      endDate
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
          checkInFrom
          checkInUntil
        }
      }
    }
  }
`);

/** The chosen guest's current bookings, shown before booking (issue 23 §11). */
export const VolunteerGuestStaysDocument = graphql(`
  query VolunteerGuestStays($guestId: ID!) {
    volunteerGuestStays(guestId: $guestId) {
      id
      status
      startDate
      endDate
      shelterName
      roomName
    }
  }
`);

export const VolunteerBookingsDocument = graphql(`
  query VolunteerBookings {
    volunteerBookings {
      id
      status
      startDate
      endDate
      bookingTime
      guest {
        id
        firstName
        lastName
        unokod
      }
      product {
        id
        name
        shelter {
          id
          name
        }
      }
      allowedActions
    }
  }
`);

export const VolunteerCancelBookingDocument = graphql(`
  mutation VolunteerCancelBooking($id: ID!) {
    cancelBooking(id: $id) {
      id
      status
      allowedActions
    }
  }
`);

/** Issue 36 §3: a new one-time start code for a guest's slip (replaces the guest's earlier one). */
export const VolunteerIssueStartCodeDocument = graphql(`
  mutation VolunteerIssueStartCode($guestId: ID!) {
    issueStartCode(guestId: $guestId) {
      code
      uno
      expiresAt
    }
  }
`);
