import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from './errors';
import { idField, isId, MIN_PASSWORD, sitePath, text, validateEmail, validatePassword } from './validate';

const refused = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof AppError ? `${e.code}: ${e.message}` : String(e);
  }
  return 'accepted';
};

it('the web checks the same shortest password as the gateway (one rule, two places that must agree)', () => {
  const web = readFileSync(join(__dirname, '../../../web/src/lib/password.ts'), 'utf8');
  expect(/export const MIN_PASSWORD = (\d+);/.exec(web)?.[1]).toBe(String(MIN_PASSWORD));
});

it('ids: positive 32-bit integers only', () => {
  expect([1, 2_147_483_647].every(isId)).toBe(true);
  expect([0, -1, 1.5, 2_147_483_648, '1', null].some(isId)).toBe(false);
  expect(idField('12', 'Boställe')).toBe(12);
  expect(refused(() => idField('x', 'Boställe'))).toMatch(/^BAD_USER_INPUT: .*Boställe/);
});

it('text: trimmed, required and length by the field, in Swedish', () => {
  expect(text('  Ljusglimten ', 'Namn')).toBe('Ljusglimten');
  expect(text(undefined, 'Namn')).toBe('');
  expect(refused(() => text(' ', 'Namn', { required: true }))).toMatch(/^BAD_USER_INPUT: .*Namn/);
  expect(refused(() => text('x'.repeat(11), 'Ort', { max: 10 }))).toMatch(/^BAD_USER_INPUT: .*Ort/);
  expect(refused(() => text(5, 'Ort'))).toMatch(/^BAD_USER_INPUT: .*Ort/);
});

it('e-mail and password', () => {
  expect(validateEmail(' Anna@Example.ORG ')).toBe('anna@example.org');
  expect(refused(() => validateEmail('anna@'))).toMatch(/^BAD_USER_INPUT/);
  expect(validatePassword('x'.repeat(MIN_PASSWORD))).toHaveLength(MIN_PASSWORD);
  expect(refused(() => validatePassword('x'.repeat(MIN_PASSWORD - 1)))).toMatch(/^BAD_USER_INPUT/);
});

test('a path of this site to send a browser back to, and nothing that leaves it', () => {
  for (const ok of ['/user', '/user/requests?cancelled=1', '/', '/a b']) expect(sitePath(ok)).toBe(ok);
  for (const no of [
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'user',
    '',
    '/a\nb',
    '/a\u0000',
    `/${'x'.repeat(2000)}`,
    5,
    null,
  ])
    expect(sitePath(no)).toBeNull();
});
