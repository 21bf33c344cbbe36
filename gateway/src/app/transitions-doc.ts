/**
 * docs/TRANSITIONS.md, generated from the two transition tables (issue 31 §6): the booking's
 * (domain/booking-status.ts) and the invoice's (domain/invoice-status.ts). The prose never copies a
 * table by hand; `npm run docs:transitions` writes the file and app/docs.test.ts fails while it is
 * stale.
 *   node gateway/dist/gateway/src/app/transitions-doc.js > docs/TRANSITIONS.md
 */
import { BOOKING_MACHINE } from '../domain/booking-status';
import { INVOICE_MACHINE } from '../domain/invoice-status';
import type { Machine } from '../domain/state-machine';

/** What each guard checks, in words (a test holds that every guarded action has its words). */
export const GUARD_WORDS: Record<string, string> = {
  'booking.check_in': 'only during the stay (start ≤ today < end): BOOKING_OUTSIDE_STAY',
};

/** What a whole machine checks before any step, in words. */
const STEP_WORDS: Record<string, string> = {
  invoice: 'a credit note takes no step (CREDIT_NOTE)',
};

const code = (s: string) => `\`${s}\``;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any machine of the two shapes
function table(name: string, m: Machine<string, string, string, any, string>): string {
  const rows = m.actions.map((a) => {
    const t = m.transitions[a];
    if (!t) throw new Error(`${name}: no transition for ${a}`);
    const guard = t.guard ? (GUARD_WORDS[`${name}.${a}`] ?? '(undescribed guard)') : '';
    return `| ${code(a)} | ${t.roles.join(', ')} | ${t.from.map(code).join(', ')} | ${code(t.to)} | ${guard} |`;
  });
  return [
    `Statuses: ${m.statuses.map(code).join(', ')}.`,
    ...(m.steps ? ['', `Before any step: ${STEP_WORDS[name] ?? '(undescribed)'}.`] : []),
    '',
    '| action | who | from | to | guard |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

export function transitionsMarkdown(): string {
  return `# Transitions

Generated from the transition tables by \`npm run docs:transitions\`; do not edit by hand
(\`gateway/src/app/docs.test.ts\` fails while this file differs from the tables). How the tables are
read (role, then status, then guard; one writer of each status) is in
\`gateway/src/domain/state-machine.ts\` and docs/ARCHITECTURE.md.

## Booking (\`gateway/src/domain/booking-status.ts\`)

${table('booking', BOOKING_MACHINE)}

The ledger moves with the status: a step from a status that holds a place to one that does not
releases it, the other way takes it (\`ledgerEffect\`). \`promote\` is the queue's, taken by the
system when a place frees.

## Invoice (\`gateway/src/domain/invoice-status.ts\`)

${table('invoice', INVOICE_MACHINE)}

A credit of some lines leads where \`statusAfterCredit\` says: nothing left → \`credited\`; a
disputed invoice goes back to the caseworker (\`sent\`); else unchanged.
`;
}

if (require.main === module) process.stdout.write(transitionsMarkdown());
