/**
 * CI's personal-data check (issue 9): fails when a server log names a demo guest, or shows a demo
 * guest's UNO code or personal-number digits.
 *   node gateway/dist/gateway/src/demo/log-check.js e2e-logs/*.log
 */
import * as fs from 'node:fs';
import { demoGuestIdentifiers } from './seed';

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

if (require.main === module) {
  const files = process.argv.slice(2);
  let bad = 0;
  for (const file of files) {
    const found = findPersonalData(fs.readFileSync(file, 'utf8'));
    for (const f of found) console.error(`${file}: ${f}`);
    bad += found.length;
  }
  console.log(`log check: ${files.length} log file(s), ${bad} finding(s)`);
  process.exit(bad > 0 || files.length === 0 ? 1 : 0);
}
