/**
 * The docs say true things about the tree (issue 31 §6): every file or folder path they name
 * exists, and docs/TRANSITIONS.md is the transition tables as they are.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { BOOKING_MACHINE } from '../domain/booking-status';
import { INVOICE_MACHINE } from '../domain/invoice-status';
import { GUARD_WORDS, transitionsMarkdown } from './transitions-doc';

const ROOT = path.resolve(__dirname, '../../..');
const DOCS = ['README.md', 'docs/ARCHITECTURE.md', 'docs/DECISIONS.md', 'docs/API.md', 'docs/PRIVACY.md', 'docs/TRANSITIONS.md'];
/** A path in the repository as the docs write it: from a top-level folder, in backticks or a link. */
const PATH = /(?:`|\]\()((?:gateway|web|e2e|bench|docs|vendor|\.ci)\/[A-Za-z0-9_./-]+)/g;

/** The paths a doc names (templates such as `web/src/i18n/<lang>/` and globs are left out). */
export function pathsIn(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(PATH)) {
    const p = (m[1] as string).replace(/[.,:;]+$/, '');
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 1);
    if (after === '<' || after === '*' || after === '{') continue;
    // What tests and builds write (`.tmp/`, `dist/`) is not in a clean clone: not a claim about the tree.
    if (/(^|\/)(\.tmp|dist|\.data)(\/|$)/.test(p)) continue;
    out.add(p);
  }
  return [...out];
}

describe('the docs', () => {
  it.each(DOCS)('%s names only paths that exist', (doc) => {
    const text = fs.readFileSync(path.join(ROOT, doc), 'utf8');
    const missing = pathsIn(text).filter((p) => !fs.existsSync(path.join(ROOT, p)));
    expect(missing).toEqual([]);
  });

  it('finds paths, and would find a wrong one', () => {
    expect(pathsIn('see `gateway/src/domain/nights.ts` and [x](docs/API.md), not `web/src/i18n/<lang>/` or `e2e/.tmp/mail/`')).toEqual([
      'gateway/src/domain/nights.ts',
      'docs/API.md',
    ]);
    expect(fs.existsSync(path.join(ROOT, 'gateway/src/no-such-file.ts'))).toBe(false);
  });

  it('TRANSITIONS.md is the transition tables as they are (npm run docs:transitions writes it)', () => {
    expect(fs.readFileSync(path.join(ROOT, 'docs/TRANSITIONS.md'), 'utf8')).toBe(transitionsMarkdown());
  });

  it('every guarded action has its guard in words', () => {
    for (const [name, m] of [
      ['booking', BOOKING_MACHINE],
      ['invoice', INVOICE_MACHINE],
    ] as const) {
      for (const a of m.actions) {
        const t = (m.transitions as Record<string, { guard?: unknown }>)[a];
        if (t?.guard) expect(GUARD_WORDS).toHaveProperty([`${name}.${a}`]);
      }
    }
  });
});
