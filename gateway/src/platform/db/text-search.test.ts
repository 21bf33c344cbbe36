import fs from 'node:fs';
import path from 'node:path';
import { FOLD_FROM, FOLD_TO, fold, likePattern, searchPattern } from './text-search';

describe('text search', () => {
  it("uses the same letters as migration 0017's trigram indexes, so the planner can use them", () => {
    const migration = fs.readFileSync(path.join(__dirname, 'migrations', '1732000000017-national-scale.ts'), 'utf8');
    expect(migration).toContain(`FOLD_FROM = '${FOLD_FROM}'`);
    expect(migration).toContain(`FOLD_TO = '${FOLD_TO}'`);
    expect(FOLD_FROM).toHaveLength(FOLD_TO.length);
    expect(fold('u.first_name')).toBe(`translate(lower(u.first_name), '${FOLD_FROM}', '${FOLD_TO}')`);
  });

  it('makes typed text a contains-pattern whose %, _ and \\ match themselves', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    expect(searchPattern('  Anna  ')).toBe('%Anna%');
    expect(searchPattern('x'.repeat(150))).toBe(`%${'x'.repeat(100)}%`);
    for (const blank of ['', '   ', null, undefined, 42]) expect(searchPattern(blank)).toBeNull();
  });
});
