import { badgeText, hasAltLogo, hasName, initials } from './person';

describe('top bar helpers', () => {
  it('initials: the first letters of first and last name', () => {
    expect(initials({ firstName: 'anna', lastName: 'Lind' })).toBe('AL');
    expect(initials({ firstName: 'Özlem', lastName: '' })).toBe('Ö');
    expect(initials({ firstName: '', lastName: '' })).toBe('');
  });

  it('hasName: a first or a last name', () => {
    expect(hasName({ firstName: '', lastName: 'Lind' })).toBe(true);
    expect(hasName({ firstName: '  ', lastName: '' })).toBe(false);
  });

  it('hasAltLogo: the one first name, whatever the case', () => {
    expect(hasAltLogo('Maria')).toBe(true);
    expect(hasAltLogo(' maria ')).toBe(true);
    expect(hasAltLogo('Marianne')).toBe(false);
    expect(hasAltLogo(null)).toBe(false);
  });

  it('badgeText caps at 99+', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
