/**
 * The official e-invoice rules (issue 30), run on noQ's UBL documents: OpenPEPPOL's PEPPOL BIS
 * Billing 3.0 schematron and CEN's EN 16931 UBL rules, compiled for SaxonJS, vendored in
 * vendor/einvoice/ (README there: provenance). `validate.mjs` runs as its own Node process from the
 * repository's root, where the dev dependency saxon-js resolves.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
export const VENDORED_RULES = path.join(REPO_ROOT, 'vendor', 'einvoice');
/** The project's shared copy, beside the repository (absent on a clean clone in CI). */
export const SHARED_RULES = path.resolve(REPO_ROOT, '..', 'shared', 'einvoice');
export const OUT_DIR = path.resolve(__dirname, '../../.tmp/einvoice');

/**
 * Warnings the rules may give on noQ's documents, each with why it is acceptable; every entry is
 * explained in docs/DECISIONS.md ("E-invoices a municipality accepts (issue 30)"). A warning not
 * listed here fails the test. Today: none.
 */
export const EXPLAINED_WARNINGS: Readonly<Record<string, string>> = {};

export interface Finding {
  file: string;
  ruleset: string;
  flag: string;
  id: string;
  text: string;
}

export interface Validation {
  status: number | null;
  output: string;
  documents: number;
  fatal: number;
  warnings: number;
  findings: Finding[];
}

function run(args: string[]): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, [path.join(VENDORED_RULES, 'validate.mjs'), ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: r.status, output: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

/** `validate.mjs --selftest`: the validators still tell a good invoice from two bad ones. */
export function selfTest(): { status: number | null; output: string } {
  return run(['--selftest']);
}

/** Writes the documents to gateway/.tmp/einvoice/<set>/ and validates them all in one run. */
export function validateUbl(set: string, docs: Record<string, string>): Validation {
  const dir = path.join(OUT_DIR, set);
  mkdirSync(dir, { recursive: true });
  const files = Object.entries(docs).map(([name, xml]) => {
    const file = path.join(dir, `${name}.xml`);
    writeFileSync(file, xml);
    return file;
  });
  const { status, output } = run(files);
  const findings: Finding[] = [];
  let current: { file: string; ruleset: string } | null = null;
  for (const line of output.split('\n')) {
    const head = /^(\S+)\t(\S+)\t/.exec(line);
    if (head) current = { file: head[1] ?? '', ruleset: head[2] ?? '' };
    const f = /^ {2}\[([^\]]*)\] ([^:]*): (.*)$/.exec(line);
    if (f && current) findings.push({ ...current, flag: f[1] ?? '', id: f[2] ?? '', text: f[3] ?? '' });
  }
  const total = /(\d+) documents, (\d+) fatal, (\d+) warnings/.exec(output);
  return {
    status,
    output,
    documents: Number(total?.[1] ?? -1),
    fatal: Number(total?.[2] ?? -1),
    warnings: Number(total?.[3] ?? -1),
    findings,
  };
}

/** The findings that are neither fatal-free nor an explained warning: what must be empty. */
export function unexplained(v: Validation): Finding[] {
  return v.findings.filter((f) => (f.flag !== 'warning' && f.flag !== 'information') || !(f.id in EXPLAINED_WARNINGS));
}
