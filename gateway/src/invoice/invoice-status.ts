/**
 * The invoice's life (issue 21 §5) as data: who may take which step from which status. The service
 * applies it in one place; `Invoice.allowedActions` reads it so the web copies no rule.
 *
 *   sent ──attest──▶ attested ──mark_paid──▶ paid
 *    │  ▲                │
 *  dispute│answer        └─credit (whole)─▶ credited
 *    ▼  │
 *   disputed ──attest──▶ attested;  credit of some lines ──▶ sent (back to the caseworker)
 *
 * A credit note is issued, never attested, disputed, credited or paid: it has no steps.
 */
import type { Group } from '../domain/roles';

export const INVOICE_STATUSES = ['sent', 'disputed', 'attested', 'paid', 'credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_ACTIONS = ['attest', 'dispute', 'answer', 'credit', 'mark_paid'] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

/** Every step: the group that takes it (at its own or assigned shelter) and the statuses it starts from. */
export const INVOICE_STEPS: Record<InvoiceAction, { group: Group; from: readonly InvoiceStatus[] }> = {
  attest: { group: 'caseworker', from: ['sent', 'disputed'] },
  dispute: { group: 'caseworker', from: ['sent'] },
  answer: { group: 'host', from: ['disputed'] },
  credit: { group: 'host', from: ['sent', 'disputed', 'attested'] },
  mark_paid: { group: 'host', from: ['attested'] },
};

/** Where a step leads, for the steps with one destination (credit depends on how much is credited). */
export const STEP_TO: Record<Exclude<InvoiceAction, 'credit'>, InvoiceStatus> = {
  attest: 'attested',
  dispute: 'disputed',
  answer: 'sent',
  mark_paid: 'paid',
};

/** After a credit note: nothing left → credited; a disputed invoice goes back to the caseworker; else unchanged. */
export function statusAfterCredit(from: InvoiceStatus, linesLeft: number): InvoiceStatus {
  if (linesLeft === 0) return 'credited';
  return from === 'disputed' ? 'sent' : from;
}

/** The steps `groups` may take on an invoice of `kind` in `status` (scope is the service's check). */
export function allowedInvoiceActions(kind: InvoiceKind, status: InvoiceStatus, groups: readonly Group[]): InvoiceAction[] {
  if (kind === 'credit_note') return [];
  return INVOICE_ACTIONS.filter((a) => groups.includes(INVOICE_STEPS[a].group) && INVOICE_STEPS[a].from.includes(status));
}
