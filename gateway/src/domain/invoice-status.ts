/**
 * The invoice's life (issue 21 §5) as a table of domain/state-machine.ts's shape: who may take
 * which step from which status. The invoice service applies it in one place (`decideInvoice`, and
 * one writer of the status with its event); `Invoice.allowedActions` reads it so the web copies no
 * rule.
 *
 *   sent ──attest──▶ attested ──mark_paid──▶ paid
 *    │  ▲                │
 *  dispute│answer        └─credit (whole)─▶ credited
 *    ▼  │
 *   disputed ──attest──▶ attested;  credit of some lines ──▶ sent (back to the caseworker)
 *
 * A credit note is issued, never attested, disputed, credited or paid: it has no steps.
 */
import type { Group } from './roles';
import { allowed, decide, machine, type Decision } from './state-machine';

export const INVOICE_STATUSES = ['sent', 'disputed', 'attested', 'paid', 'credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_ACTIONS = ['attest', 'dispute', 'answer', 'credit', 'mark_paid'] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

/** What the table's guards read of an invoice. */
export interface InvoiceFacts {
  kind: InvoiceKind;
}
/** Why a guard refused: a credit note takes no step. */
export type InvoiceGuardError = 'CREDIT_NOTE';

/** The invoice's machine: each step, the group that takes it (at its own or assigned shelter), where it starts and leads. */
export const INVOICE_MACHINE = machine<InvoiceStatus, InvoiceAction, Group, InvoiceFacts, InvoiceGuardError>({
  statuses: INVOICE_STATUSES,
  actions: INVOICE_ACTIONS,
  transitions: {
    attest: { roles: ['caseworker'], from: ['sent', 'disputed'], to: 'attested' },
    dispute: { roles: ['caseworker'], from: ['sent'], to: 'disputed' },
    answer: { roles: ['host'], from: ['disputed'], to: 'sent' },
    // Of the whole invoice; a credit of some lines leads where `statusAfterCredit` says.
    credit: { roles: ['host'], from: ['sent', 'disputed', 'attested'], to: 'credited' },
    mark_paid: { roles: ['host'], from: ['attested'], to: 'paid' },
  },
  steps: (f) => (f.kind === 'credit_note' ? 'CREDIT_NOTE' : null),
});

/** After a credit note: nothing left → credited; a disputed invoice goes back to the caseworker; else unchanged. */
export function statusAfterCredit(from: InvoiceStatus, linesLeft: number): InvoiceStatus {
  if (linesLeft === 0) return INVOICE_MACHINE.transitions.credit.to;
  return from === 'disputed' ? 'sent' : from;
}

/** May these groups take this step on an invoice of this kind in this status (scope is the service's check)? */
export const decideInvoice = (
  kind: InvoiceKind,
  status: InvoiceStatus,
  action: InvoiceAction,
  groups: readonly Group[],
): Decision<InvoiceStatus, Group, InvoiceGuardError> => decide(INVOICE_MACHINE, status, action, groups, { kind });

/** The steps `groups` may take on an invoice of `kind` in `status` (scope is the service's check). */
export const allowedInvoiceActions = (kind: InvoiceKind, status: InvoiceStatus, groups: readonly Group[]): InvoiceAction[] =>
  allowed(INVOICE_MACHINE, status, groups, { kind });
