import { graphql } from '../../../gql';

// Ikväll (issue 19). Check-in uses the overview's mutation (../host.graphql.ts); Tilldela, Neka,
// Uteblev and Ångra answer the row's own fragment (issue 33).

export const TonightGuestFields = graphql(`
  fragment TonightGuest on Booking {
    id
    status
    startDate
    endDate
    allowedActions
    decision {
      caseNumber
      endDate
    }
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
      time
      shelterName
      checkInUntil
      noShowOpen
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
        requests {
          ...TonightGuest
        }
        noShows {
          ...TonightGuest
        }
      }
    }
  }
`);

export const TonightAssignDocument = graphql(`
  mutation TonightAssign($id: ID!) {
    assignBooking(id: $id) {
      ...TonightGuest
    }
  }
`);

export const TonightDeclineDocument = graphql(`
  mutation TonightDecline($id: ID!, $reason: String) {
    declineBooking(id: $id, reason: $reason) {
      ...TonightGuest
    }
  }
`);

export const TonightUndoDocument = graphql(`
  mutation TonightUndo($id: ID!) {
    hostSetPending(id: $id) {
      ...TonightGuest
    }
  }
`);
