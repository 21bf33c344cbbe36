import { graphql } from '../../../gql';

// /caseworker/decisions (DecisionsPage.tsx)
export const DecisionFieldsFragment = graphql(`
  fragment DecisionFields on Decision {
    id
    caseNumber
    startDate
    endDate
    maxNights
    nightsUsed
    anyShelter
    shelters {
      id
      name
    }
    note
    status
    createdAt
    createdByName
    endedAt
    history {
      action
      at
      actorName
      endDate
      maxNights
    }
  }
`);

export const GuestDecisionsDocument = graphql(`
  query GuestDecisions($guestId: ID!) {
    caseworkerGuest(id: $guestId) {
      id
      firstName
      lastName
    }
    guestDecisions(guestId: $guestId) {
      ...DecisionFields
    }
    caseworkerAvailability {
      shelter {
        id
        name
      }
    }
  }
`);

export const RecordDecisionDocument = graphql(`
  mutation RecordDecision($input: RecordDecisionInput!) {
    recordDecision(input: $input) {
      ...DecisionFields
    }
  }
`);

export const ChangeDecisionDocument = graphql(`
  mutation ChangeDecision($id: ID!, $input: ChangeDecisionInput!) {
    changeDecision(id: $id, input: $input) {
      ...DecisionFields
    }
  }
`);

export const EndDecisionDocument = graphql(`
  mutation EndDecision($id: ID!) {
    endDecision(id: $id) {
      ...DecisionFields
    }
  }
`);
