import { graphql } from '../../gql';

// The host feature's operations. Row fragments live with the components that render them
// (overview/StayTable.tsx StayRow, products/HostProductsPage.tsx ProductRow).

// Överblick (overview/)
export const HostCountsDocument = graphql(`
  query HostCounts {
    hostCounts {
      pendingCount
      arrivalsCount
      departuresCount
      currentGuestsCount
    }
  }
`);

/** SPEC §7's two availability windows: today (1 night) and the week (7 nights). */
export const HostAvailabilityDocument = graphql(`
  query HostAvailability($shelterId: ID!) {
    today: shelterAvailability(shelterId: $shelterId, days: 1) {
      product {
        id
        name
        type
        totalPlaces
      }
      nights {
        date
        placesLeft
      }
    }
    week: shelterAvailability(shelterId: $shelterId, days: 7) {
      product {
        id
        name
        type
        totalPlaces
      }
      nights {
        date
        placesLeft
      }
    }
  }
`);

/**
 * The whole overview in one operation (issue 17: one round trip, one cache write, one render instead
 * of seven). The shelter's id comes from the session; without it the availability is left out. The
 * single-field documents around it stay for the targeted refetches after an action.
 */
export const HostOverviewDocument = graphql(`
  query HostOverview($shelterId: ID!, $withPlaces: Boolean!) {
    myShelter {
      id
      name
    }
    hostCounts {
      pendingCount
      arrivalsCount
      departuresCount
      currentGuestsCount
    }
    today: shelterAvailability(shelterId: $shelterId, days: 1) @include(if: $withPlaces) {
      product {
        id
        name
        type
        totalPlaces
      }
      nights {
        date
        placesLeft
      }
    }
    week: shelterAvailability(shelterId: $shelterId, days: 7) @include(if: $withPlaces) {
      product {
        id
        name
        type
        totalPlaces
      }
      nights {
        date
        placesLeft
      }
    }
    hostRequests {
      id
      status
      bookingTime
      startDate
      endDate
      guest {
        id
        firstName
        lastName
      }
      product {
        id
        name
      }
    }
    hostIncoming {
      ...StayRow
    }
    hostOutgoing {
      ...StayRow
    }
    hostCheckedIn {
      ...StayRow
    }
  }
`);

export const HostRequestsSummaryDocument = graphql(`
  query HostRequestsSummary {
    hostRequests {
      id
      status
      bookingTime
      startDate
      endDate
      guest {
        id
        firstName
        lastName
      }
      product {
        id
        name
      }
    }
  }
`);

export const HostIncomingDocument = graphql(`
  query HostIncoming {
    hostIncoming {
      ...StayRow
    }
  }
`);

export const HostOutgoingDocument = graphql(`
  query HostOutgoing {
    hostOutgoing {
      ...StayRow
    }
  }
`);

export const HostCheckedInDocument = graphql(`
  query HostCheckedIn {
    hostCheckedIn {
      ...StayRow
    }
  }
`);

export const CheckInBookingDocument = graphql(`
  mutation CheckInBooking($id: ID!) {
    checkInBooking(id: $id) {
      ...StayRow
    }
  }
`);

export const CheckOutBookingDocument = graphql(`
  mutation CheckOutBooking($id: ID!) {
    checkOutBooking(id: $id) {
      ...StayRow
    }
  }
`);

/** Uteblev: the host declines a no-show's booking with that reason (DESIGN §4). */
export const NoShowBookingDocument = graphql(`
  mutation NoShowBooking($id: ID!, $reason: String) {
    declineBooking(id: $id, reason: $reason) {
      ...StayRow
    }
  }
`);

export const ExtendBookingDocument = graphql(`
  mutation ExtendBooking($id: ID!, $endDate: LocalDate!) {
    extendBooking(id: $id, endDate: $endDate) {
      ...StayRow
    }
  }
`);

// Mina Rum (products/)

/** Mina Rum: the host's own shelter and its open products. */
export const HostProductsDocument = graphql(`
  query HostProducts {
    myShelter {
      id
      name
      products {
        ...ProductRow
      }
    }
  }
`);

export const CreateProductDocument = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      ...ProductRow
    }
  }
`);

export const UpdateProductDocument = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      ...ProductRow
    }
  }
`);

export const ArchiveProductDocument = graphql(`
  mutation ArchiveProduct($id: ID!) {
    archiveProduct(id: $id) {
      id
    }
  }
`);
