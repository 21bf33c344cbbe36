import { isBookable } from '../../lib/product-types';
import { bedIcons, formatPostcode, stripeOf } from './format';

describe('guest screen rules', () => {
  it('postcode: a space after the third character (SPEC §2)', () => {
    expect(formatPostcode('11820')).toBe('118 20');
    expect(formatPostcode('118 20')).toBe('118 20');
    expect(formatPostcode('123')).toBe('123');
  });

  it.each([
    [0, 1],
    [2, 1],
    [3, 3],
    [9, 3],
    [10, 5],
    [40, 5],
  ])('bed icons for %i places: %i (SPEC §9)', (places, icons) => {
    expect(bedIcons(places)).toBe(icons);
  });

  it('stripe: red declined, blue pending, green anything else (SPEC §4)', () => {
    expect(stripeOf('declined')).toBe('declined');
    expect(stripeOf('pending')).toBe('pending');
    expect(stripeOf('in_queue')).toBe('confirmed');
    expect(stripeOf('reserved')).toBe('confirmed');
  });

  it('only room and woman-only are bookable', () => {
    expect(isBookable('room') && isBookable('woman_only')).toBe(true);
    expect(isBookable('shower')).toBe(false);
  });
});
