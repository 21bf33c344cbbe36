/**
 * @jest-environment node
 */
// The web's languages are the schema's (issue 31 §4): a sixth language added to the gateway's
// Language enum fails here until the web lists it too, and the other way round.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from './languages';

it("lists exactly the schema's Language values, Swedish first", () => {
  const schema = readFileSync(path.resolve(__dirname, '..', '..', '..', 'schema.graphql'), 'utf8');
  const body = /enum Language \{([^}]*)\}/.exec(schema)?.[1] ?? '';
  const values = body
    .replace(/"""[\s\S]*?"""/g, '')
    .split(/\s+/)
    .filter((w) => /^[a-z]+$/.test(w));
  expect(values.length).toBeGreaterThan(1);
  expect([...LANGUAGES].sort()).toEqual([...values].sort());
  expect(LANGUAGES[0]).toBe('sv');
});
