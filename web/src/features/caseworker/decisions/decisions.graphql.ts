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

// /caseworker/decisions without a guest: the reports (issue 38 §5, DecisionReports.tsx)
export const DecisionReportRowFragment = graphql(`
  fragment DecisionReportRowFields on DecisionReportRow {
    id
    caseNumber
    guest {
      id
      firstName
      lastName
      unokod
    }
    startDate
    endDate
    maxNights
    nightsUsed
    nightsBooked
    nightsLeft
    status
    daysLeft
  }
`);

export const DecisionsEndingSoonDocument = graphql(`
  query DecisionsEndingSoon($days: Int) {
    decisionsEndingSoon(days: $days) {
      today
      days
      rows {
        ...DecisionReportRowFields
      }
    }
  }
`);

export const DecisionNightsReportDocument = graphql(`
  query DecisionNightsReport($start: LocalDate!, $end: LocalDate!) {
    decisionNightsReport(start: $start, end: $end) {
      start
      end
      rows {
        ...DecisionReportRowFields
      }
    }
  }
`);
