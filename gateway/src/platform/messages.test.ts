/** One text per fact: every code has its text, and no text is written down twice. */
import { ERROR_CODES, DEFAULT_MESSAGE } from './errors';
import { MESSAGES, NOTICES } from './messages';

it('gives every error code its own default text', () => {
  for (const code of ERROR_CODES) expect(typeof MESSAGES[code].default).toBe('string');
  expect(Object.keys(MESSAGES).sort()).toEqual([...ERROR_CODES].sort());
  for (const code of ERROR_CODES) expect(DEFAULT_MESSAGE[code]).toBe(MESSAGES[code].default);
});

it('holds each fixed text once', () => {
  const texts: string[] = [...Object.values(NOTICES)];
  for (const entry of Object.values(MESSAGES)) for (const t of Object.values(entry)) if (typeof t === 'string') texts.push(t);
  const twice = texts.filter((t, i) => texts.indexOf(t) !== i);
  expect(twice).toEqual([]);
});
