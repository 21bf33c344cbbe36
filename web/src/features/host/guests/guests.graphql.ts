import { graphql } from '../../../gql';

// Gäster (issue 19 §4): the guests of the host's shelter, one guest's stays and notes.

/**
 * Gäster a page at a time (issue 22): the first 50 most recently connected, "Visa fler" asks for
 * more; the search runs on the server over all of the shelter's guests.
 */
export const HostGuestPageDocument = graphql(`
  query HostGuestPage($search: String, $limit: Int!) {
    hostGuestPage(search: $search, offset: 0, limit: $limit) {
      total
      guests {
        ...HostGuestSummary
      }
    }
  }
`);

/** What Gäster shows of each guest, in the list and above one guest's stays and notes. */
export const HostGuestSummaryFragment = graphql(`
  fragment HostGuestSummary on HostGuest {
    id
    firstName
    lastName
    unokod
    flag
    lastStay {
      startDate
      endDate
    }
    nightsThisMonth
  }
`);

export const HostGuestDocument = graphql(`
  query HostGuest($id: ID!) {
    hostGuest(id: $id) {
      guest {
        ...HostGuestSummary
      }
      stays {
        id
        status
        startDate
        endDate
        product {
          id
          name
        }
      }
      notes {
        ...HostNoteRow
      }
    }
  }
`);

export const HostNoteRowFragment = graphql(`
  fragment HostNoteRow on HostNote {
    id
    text
    authorName
    authorId
    createdAt
  }
`);

export const AddHostNoteDocument = graphql(`
  mutation AddHostNote($guestId: ID!, $text: String!) {
    addHostNote(guestId: $guestId, text: $text) {
      ...HostNoteRow
    }
  }
`);

export const DeleteHostNoteDocument = graphql(`
  mutation DeleteHostNote($id: ID!) {
    deleteHostNote(id: $id) {
      id
    }
  }
`);
