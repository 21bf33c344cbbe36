/**
 * A service file is a service (issue 31 §1): it exports its class and nothing else; its SQL, views
 * and rules live beside it in <feature>.sql.ts, .view.ts and .rules.ts, where other features may
 * read them (the lint lets other features take only the class from a *.service.ts).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

const SRC = path.resolve(__dirname, '..');

const serviceFiles = (): string[] =>
  fs
    .readdirSync(SRC, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      fs
        .readdirSync(path.join(SRC, d.name))
        .filter((f) => f.endsWith('.service.ts'))
        .map((f) => `${d.name}/${f}`),
    );

/** The top-level exports of a file that are not classes (declaration merging of Services is not an export). */
export const nonClassExports = (text: string): string[] =>
  [...text.matchAll(/^export\s+(?!class\b)(?:declare\s+)?(\w+(?:\s+\w+)?)/gm)].map((m) => m[0]);

describe('service files', () => {
  it('exist', () => {
    expect(serviceFiles().length).toBeGreaterThan(20);
  });

  it.each(serviceFiles())('%s exports only its class', (file) => {
    expect(nonClassExports(fs.readFileSync(path.join(SRC, file), 'utf8'))).toEqual([]);
  });

  it('would see anything else', () => {
    expect(nonClassExports('export class A {}\nexport const MAX = 1;\nexport interface V {}\nexport type { X };')).toHaveLength(3);
  });
});
