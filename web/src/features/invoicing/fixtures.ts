// Answers of the invoicing operations for the pages' tests (with __typename, as the server sends them).
import type { InvoiceAction, InvoiceDraftsQuery, InvoiceFieldsFragment, InvoiceLineFieldsFragment, InvoiceStatus } from '../../gql/graphql';

type DraftLine = InvoiceDraftsQuery['invoiceDrafts'][number]['lines'][number];

export function draftLine(guestName: string, nights: string[], unitPriceOre: number | null, over: Partial<DraftLine> = {}) {
  const netOre = nights.length * (unitPriceOre ?? 0);
  return {
    __typename: 'InvoiceDraftLine' as const,
    guestId: '7',
    guestName,
    unokod: '1007',
    productId: '2',
    roomName: 'Rum 2',
    nights,
    unitPriceOre,
    vatRateBp: 0,
    netOre,
    vatOre: 0,
    grossOre: netOre,
    caseNumber: null as string | null,
    ...over,
  };
}

export function draft(regionId: string, regionName: string, lines: ReturnType<typeof draftLine>[], problems: string[] = []) {
  const netOre = lines.reduce((s, l) => s + l.netOre, 0);
  return {
    __typename: 'InvoiceDraft' as const,
    month: '2026-03',
    periodStart: '2026-03-01',
    periodEnd: '2026-03-31',
    region: { __typename: 'Region' as const, id: regionId, name: regionName },
    buyer: {
      __typename: 'RegionBilling' as const,
      regionId,
      name: `${regionName} stad`,
      organisationNumber: '212000-0142',
      reference: 'SOC-1',
      complete: problems.length === 0,
    },
    lines,
    netOre,
    vatOre: 0,
    grossOre: netOre,
    problems,
    nightsWithoutDecision: [] as InvoiceDraftsQuery['invoiceDrafts'][number]['nightsWithoutDecision'],
    version: `v-${regionId}-${netOre}`,
  };
}

export function invoiceLine(id: string, guestName: string, nights: string[], over: Partial<InvoiceLineFieldsFragment> = {}) {
  const netOre = nights.length * 45_000;
  return {
    __typename: 'InvoiceLine' as const,
    id,
    lineNo: Number(id),
    guestId: `g${id}`,
    guestName,
    unokod: `100${id}`,
    roomName: 'Rum 2',
    nights,
    unitPriceOre: 45_000,
    vatRateBp: 0,
    netOre,
    vatOre: 0,
    grossOre: netOre,
    creditsLineId: null,
    disputeReason: null,
    creditedBy: null,
    check: {
      __typename: 'InvoiceLineCheck' as const,
      reportNights: nights.length,
      invoicedNights: nights.length,
      difference: 0,
      nightsNotInReport: [] as string[],
      nightsOutsideDecision: [] as string[],
      matches: true,
    },
    caseNumber: null as string | null,
    ...over,
  };
}

export function invoice(
  id: string,
  number: number,
  status: InvoiceStatus,
  allowedActions: InvoiceAction[],
  lines: ReturnType<typeof invoiceLine>[],
  over: Partial<InvoiceFieldsFragment> = {},
) {
  const netOre = lines.reduce((s, l) => s + l.netOre, 0);
  return {
    __typename: 'Invoice' as const,
    id,
    kind: 'invoice' as const,
    number,
    displayNumber: String(number),
    shelter: { __typename: 'NamedRef' as const, id: '1', name: 'Härbärget Ljusglimten' },
    region: { __typename: 'Region' as const, id: '1', name: 'Stockholm' },
    month: '2026-03',
    periodStart: '2026-03-01',
    periodEnd: '2026-03-31',
    issueDate: '2026-04-02',
    dueDate: '2026-05-02',
    status,
    note: '',
    buyerReference: 'SOC-1',
    netOre,
    vatOre: 0,
    grossOre: netOre,
    sentAt: '2026-04-02T08:00:00.000Z',
    sentByName: 'Maria Holm',
    credits: null,
    creditNotes: [],
    lines,
    allowedActions,
    decisionNights: [] as InvoiceFieldsFragment['decisionNights'],
    events: [
      {
        __typename: 'InvoiceEvent' as const,
        id: `${id}-1`,
        action: 'send',
        fromStatus: null,
        toStatus: 'sent' as const,
        lineId: null,
        text: '',
        actorName: 'Maria Holm',
        actorGroup: 'host',
        at: '2026-04-02T08:00:00.000Z',
      },
    ],
    downloads: {
      __typename: 'InvoiceDownloads' as const,
      pdf: `/api/host/invoices/${id}.pdf`,
      xml: `/api/host/invoices/${id}.xml`,
      csv: `/api/host/invoices/${id}.csv`,
    },
    ...over,
  };
}
