import { parsePlaces } from './places';

describe('parsePlaces (SPEC §5)', () => {
  it.each([
    ['5', 5],
    [' 12 ', 12],
    ['0', 0],
    ['', 0],
    ['tre', 0],
    ['abc', 0],
  ])('%j becomes %i', (input, places) => {
    expect(parsePlaces(input)).toBe(places);
  });
});
