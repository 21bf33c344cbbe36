import { graphql } from '../../gql';

// /caseworker (CaseworkerOverviewPage.tsx)
export const CaseworkerAvailabilityDocument = graphql(`
  query CaseworkerAvailability {
    caseworkerAvailability {
      placesLeft
      product {
        id
        name
        description
        totalPlaces
      }
      shelter {
        id
        name
        street
        city
      }
    }
  }
`);

// /caseworker/users (UsersPage.tsx)
export const CaseworkerGuestsDocument = graphql(`
  query CaseworkerGuests($search: String, $offset: Int!, $limit: Int!) {
    caseworkerGuestPage(search: $search, offset: $offset, limit: $limit) {
      total
      totalExact
      offset
      items {
        id
        firstName
        lastName
        uno
      }
    }
  }
`);

export const CaseworkerGuestDetailDocument = graphql(`
  query CaseworkerGuestDetail($id: ID!) {
    caseworkerGuest(id: $id) {
      id
      firstName
      lastName
      gender
      street
      postcode
      city
      country
      phone
      email
      unokod
      dayOfBirth
      personnrLastnr
      requirements
      lastEdit
      flag
      region {
        id
        name
      }
      bars {
        id
        until
        reason
        shelter {
          id
          name
        }
      }
    }
    caseworkerGuestBookings(guestId: $id) {
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
        fromStatus
        toStatus
        actorGroup
        actorName
        reason
        at
      }
    }
  }
`);

export const CaseworkerGuestNightsDocument = graphql(`
  query CaseworkerGuestNights($start: LocalDate!, $end: LocalDate!, $guestId: ID!) {
    nightsReport(start: $start, end: $end, guestId: $guestId) {
      start
      end
      totalNights
      rows {
        nights
        shelter {
          id
          name
        }
        region {
          id
          name
        }
      }
    }
  }
`);

// /caseworker/statistics (StatisticsPage.tsx)
export const CaseworkerReportGuestsDocument = graphql(`
  query CaseworkerReportGuests {
    reportGuests {
      id
      firstName
      lastName
      unokod
    }
  }
`);

export const CaseworkerNightsReportDocument = graphql(`
  query CaseworkerNightsReport($start: LocalDate!, $end: LocalDate!) {
    nightsReport(start: $start, end: $end) {
      start
      end
      totalNights
      rows {
        guestId
        firstName
        lastName
        unokod
        nights
        shelter {
          id
          name
        }
        region {
          id
          name
        }
      }
    }
  }
`);
