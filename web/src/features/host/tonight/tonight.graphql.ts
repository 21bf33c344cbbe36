import { graphql } from '../../../gql';

// Ikväll (issue 19). Check-in and Uteblev use the overview's mutations (../host.graphql.ts).

export const TonightGuestFields = graphql(`
  fragment TonightGuest on Booking {
    id
    status
    startDate
    endDate
    allowedActions
    guest {
      id
      firstName
      lastName
      unokod
    }
  }
`);

export const HostTonightDocument = graphql(`
  query HostTonight {
    hostTonight {
      date
      shelterName
      rooms {
        product {
          id
          name
        }
        capacity
        freeBeds
        checkedIn {
          ...TonightGuest
        }
        expected {
          ...TonightGuest
        }
        noShows {
          ...TonightGuest
        }
      }
    }
  }
`);
