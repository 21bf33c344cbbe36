import { graphql } from '../../gql';

// The invoicing feature's operations (issue 21). Fragments are the rows the components render.

export const InvoiceLineFields = graphql(`
  fragment InvoiceLineFields on InvoiceLine {
    id
    lineNo
    guestId
    guestName
    unokod
    roomName
    nights
    unitPriceOre
    vatRateBp
    netOre
    vatOre
    grossOre
    creditsLineId
    creditedBy {
      invoiceId
      number
    }
    disputeReason
    check {
      reportNights
      invoicedNights
      difference
      nightsNotInReport
      nightsOutsideDecision
      matches
    }
    caseNumber
  }
`);

export const InvoiceFields = graphql(`
  fragment InvoiceFields on Invoice {
    id
    kind
    number
    displayNumber
    shelter {
      id
      name
    }
    region {
      id
      name
    }
    month
    periodStart
    periodEnd
    issueDate
    dueDate
    status
    note
    buyerReference
    netOre
    vatOre
    grossOre
    sentAt
    sentByName
    credits {
      id
      number
      kind
      issueDate
    }
    creditNotes {
      id
      number
      kind
      issueDate
    }
    lines {
      ...InvoiceLineFields
    }
    allowedActions
    events {
      id
      action
      fromStatus
      toStatus
      lineId
      text
      actorName
      actorGroup
      at
    }
    downloads {
      pdf
      xml
      csv
    }
    decisionNights {
      decisionId
      caseNumber
      guestName
      nights
      lineNos
      nightsOutsideDecision
    }
  }
`);

export const InvoiceDraftsDocument = graphql(`
  query InvoiceDrafts($month: String!) {
    invoiceDrafts(month: $month) {
      month
      periodStart
      periodEnd
      region {
        id
        name
      }
      buyer {
        regionId
        name
        organisationNumber
        reference
        complete
      }
      lines {
        guestId
        guestName
        unokod
        productId
        roomName
        nights
        unitPriceOre
        vatRateBp
        netOre
        vatOre
        grossOre
        caseNumber
      }
      netOre
      vatOre
      grossOre
      problems
      nightsWithoutDecision {
        guestId
        guestName
        unokod
        roomName
        nights
      }
      version
    }
  }
`);

export const InvoicesDocument = graphql(`
  query Invoices($month: String, $shelterId: ID, $status: InvoiceStatus) {
    invoices(month: $month, shelterId: $shelterId, status: $status) {
      ...InvoiceFields
    }
  }
`);

export const GuestInvoiceLinesDocument = graphql(`
  query GuestInvoiceLines($guestId: ID!, $month: String!, $shelterId: ID) {
    guestInvoiceLines(guestId: $guestId, month: $month, shelterId: $shelterId) {
      invoice {
        id
        kind
        number
        status
        issueDate
        shelter {
          id
          name
        }
        region {
          id
          name
        }
      }
      line {
        ...InvoiceLineFields
      }
    }
  }
`);

export const SendInvoiceDocument = graphql(`
  mutation SendInvoice($input: SendInvoiceInput!) {
    sendInvoice(input: $input) {
      ...InvoiceFields
    }
  }
`);

export const AttestInvoiceDocument = graphql(`
  mutation AttestInvoice($id: ID!, $comment: String) {
    attestInvoice(id: $id, comment: $comment) {
      ...InvoiceFields
    }
  }
`);

export const DisputeInvoiceDocument = graphql(`
  mutation DisputeInvoice($id: ID!, $lines: [DisputeLineInput!]!) {
    disputeInvoice(id: $id, lines: $lines) {
      ...InvoiceFields
    }
  }
`);

export const AnswerInvoiceDisputeDocument = graphql(`
  mutation AnswerInvoiceDispute($id: ID!, $comment: String!) {
    answerInvoiceDispute(id: $id, comment: $comment) {
      ...InvoiceFields
    }
  }
`);

export const CreditInvoiceDocument = graphql(`
  mutation CreditInvoice($input: CreditInvoiceInput!) {
    creditInvoice(input: $input) {
      ...InvoiceFields
    }
  }
`);

export const MarkInvoicePaidDocument = graphql(`
  mutation MarkInvoicePaid($id: ID!) {
    markInvoicePaid(id: $id) {
      ...InvoiceFields
    }
  }
`);

export const ShelterBillingDocument = graphql(`
  query ShelterBilling {
    shelterBilling {
      shelterId
      shelterName
      organisationNumber
      bankAccount
      endpointId
      contact
      vatRegistered
      fSkatt
      invoicePrefix
      complete
      problems
    }
  }
`);

export const UpdateShelterBillingDocument = graphql(`
  mutation UpdateShelterBilling($input: ShelterBillingInput!) {
    updateShelterBilling(input: $input) {
      shelterId
      shelterName
      organisationNumber
      bankAccount
      endpointId
      contact
      vatRegistered
      fSkatt
      invoicePrefix
      complete
      problems
    }
  }
`);
