import fs from 'node:fs';
import path from 'node:path';
import { FOLD_FROM, FOLD_TO, fold } from './fold';

describe('fold', () => {
  it("uses the same letters as migration 0017's trigram indexes, so the planner can use them", () => {
    const migration = fs.readFileSync(path.join(__dirname, 'migrations', '1732000000017-national-scale.ts'), 'utf8');
    expect(migration).toContain(`FOLD_FROM = '${FOLD_FROM}'`);
    expect(migration).toContain(`FOLD_TO = '${FOLD_TO}'`);
    expect(FOLD_FROM).toHaveLength(FOLD_TO.length);
    expect(fold('u.first_name')).toBe(`translate(lower(u.first_name), '${FOLD_FROM}', '${FOLD_TO}')`);
  });
});
