import { GROUPS, type Group } from './roles';
import {
  allowedInvoiceActions,
  decideInvoice,
  INVOICE_ACTIONS,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  type InvoiceAction,
  type InvoiceStatus,
  statusAfterCredit,
} from './invoice-status';

/**
 * Issue 21 §5's steps, written out independently of INVOICE_MACHINE: who takes each step, from
 * which statuses, to which status. The exhaustive test compares every kind × status × action × group.
 */
const EXPECTED: Record<InvoiceAction, { who: Group[]; from: InvoiceStatus[]; to: InvoiceStatus }> = {
  attest: { who: ['caseworker'], from: ['sent', 'disputed'], to: 'attested' },
  dispute: { who: ['caseworker'], from: ['sent'], to: 'disputed' },
  answer: { who: ['host'], from: ['disputed'], to: 'sent' },
  credit: { who: ['host'], from: ['sent', 'disputed', 'attested'], to: 'credited' },
  mark_paid: { who: ['host'], from: ['attested'], to: 'paid' },
};

const cases = INVOICE_KINDS.flatMap((kind) =>
  INVOICE_STATUSES.flatMap((status) => INVOICE_ACTIONS.flatMap((action) => GROUPS.map((group) => [kind, status, action, group] as const))),
);

describe('invoice transition table', () => {
  it('covers every kind × status × action × group', () => {
    expect(cases).toHaveLength(2 * 5 * 5 * 5);
  });

  it.each(cases)('%s · %s · %s · %s', (kind, status, action, group) => {
    const rule = EXPECTED[action];
    const result = decideInvoice(kind, status, action, [group]);
    if (!rule.who.includes(group)) expect(result).toEqual({ ok: false, error: 'FORBIDDEN' });
    else if (kind === 'credit_note') expect(result).toEqual({ ok: false, error: 'GUARD', guard: 'CREDIT_NOTE' });
    else if (!rule.from.includes(status)) expect(result).toEqual({ ok: false, error: 'INVALID_TRANSITION' });
    else expect(result).toEqual({ ok: true, to: rule.to, role: group });
    expect(allowedInvoiceActions(kind, status, [group]).includes(action)).toBe(result.ok);
  });

  it('a credit of some lines leaves the status, or sends a disputed invoice back; of the last line, credits it', () => {
    expect(statusAfterCredit('attested', 2)).toBe('attested');
    expect(statusAfterCredit('disputed', 1)).toBe('sent');
    expect(statusAfterCredit('sent', 0)).toBe('credited');
    expect(statusAfterCredit('disputed', 0)).toBe('credited');
  });
});
