/**
 * CI's personal-data check (issue 9): fails when a server log names a demo guest, or shows a demo
 * guest's UNO code or personal-number digits.
 *   node gateway/dist/gateway/src/demo/log-check.js e2e-logs/*.log
 *
 * The gateway logs JSON lines (issue 32, platform/log.ts): each is parsed and every value in it
 * checked as the text it stands for (a name escaped in JSON, `\u00c5sa`, is still found), and a
 * field that should never be logged (a body, an e-mail address, a token, a password, a name, a UNO
 * code) is a finding unless redacted. Lines that are not JSON are checked as they are.
 */
import * as fs from 'node:fs';
import { demoGuestIdentifiers } from './seed';

/** Fields that would hold personal data or secrets; platform/log.ts redacts them. */
const FORBIDDEN_FIELDS = new Set([
  'body',
  'email',
  'token',
  'password',
  'name',
  'firstName',
  'lastName',
  'unoCode',
  'unokod',
  'personnr',
  'cookie',
]);
const REDACTED = '[redacted]';
/**
 * A request id is a random UUID: its hex may hold four digits between letters that happen to be a
 * demo guest's personal-number digits or UNO code. It is an id we made, never personal data, so it
 * is left out of the search (a value that only looks like one is still searched: it must be a whole
 * UUID).
 */
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const withoutUuids = (text: string) => text.replace(UUID, '<uuid>');

export function findPersonalData(text: string): string[] {
  const ids = demoGuestIdentifiers();
  const found: string[] = [];
  for (const name of ids.names) if (text.includes(name)) found.push(`name ${name.replace(/\B\w/g, '*')}`);
  for (const [kind, codes] of [
    ['UNO code', ids.unoCodes],
    ['personal-number digits', ids.personnr],
  ] as const) {
    for (const code of codes) if (new RegExp(`(?<![\\d.:/-])${code}(?![\\d.:/-])`).test(text)) found.push(`${kind} ${code.slice(0, 1)}***`);
  }
  return found;
}

/** Every string and number of a parsed JSON value, and the fields that must not be there. */
function walk(value: unknown, texts: string[], fields: string[], key = ''): void {
  // Numbers are left to the raw line's check (a UNO code is text; a pid or a duration is not one).
  if (typeof value === 'string' || typeof value === 'number') {
    if (typeof value === 'string') texts.push(value);
    if (FORBIDDEN_FIELDS.has(key) && value !== REDACTED) fields.push(key);
  } else if (Array.isArray(value)) {
    for (const v of value) walk(v, texts, fields, key);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      texts.push(k);
      walk(v, texts, fields, k);
    }
  }
}

/** A log's findings, line by line: JSON lines by their values, others as text. */
export function checkLog(text: string): { findings: string[]; jsonLines: number } {
  const findings: string[] = [];
  let jsonLines = 0;
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const where = `line ${i + 1}`;
    let parsed: unknown;
    if (line.startsWith('{')) {
      try {
        parsed = JSON.parse(line);
      } catch {
        parsed = undefined;
      }
    }
    if (parsed === undefined) {
      for (const f of findPersonalData(withoutUuids(line))) findings.push(`${where}: ${f}`);
      return;
    }
    jsonLines++;
    const texts: string[] = [];
    const fields: string[] = [];
    walk(parsed, texts, fields);
    // Values one by one (a code must not be glued to the next value) and the raw line.
    const seen = new Set([...texts.flatMap((t) => findPersonalData(withoutUuids(t))), ...findPersonalData(withoutUuids(line))]);
    for (const f of seen) findings.push(`${where}: ${f}`);
    for (const f of fields) findings.push(`${where}: field "${f}" logged`);
  });
  return { findings, jsonLines };
}

if (require.main === module) {
  const files = process.argv.slice(2);
  let bad = 0;
  let json = 0;
  for (const file of files) {
    const { findings, jsonLines } = checkLog(fs.readFileSync(file, 'utf8'));
    for (const f of findings) console.error(`${file}: ${f}`);
    bad += findings.length;
    json += jsonLines;
  }
  console.log(`log check: ${files.length} log file(s), ${json} JSON line(s), ${bad} finding(s)`);
  process.exit(bad > 0 || files.length === 0 ? 1 : 0);
}
