import * as fs from 'node:fs';
import * as path from 'node:path';
import { TEMPLATES } from './catalogue';

// Utskick names each message by its Swedish label (issue 33 §14: account mails showed raw keys).
// The web's labels live in its staff catalogue; every template the gateway can send has one there.
describe("Utskick's labels", () => {
  it('names every template of the catalogue', () => {
    const labels = fs.readFileSync(path.join(__dirname, '../../../web/src/i18n/sv/notify.ts'), 'utf8');
    const missing = Object.keys(TEMPLATES).filter((key) => !labels.includes(`'${key}': '`));
    expect(missing).toEqual([]);
  });
});
