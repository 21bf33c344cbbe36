import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { svTexts } from '../../i18n/sv-texts';
import { texts as en } from '../../i18n/en';
import { refusalReason } from './refusal';

const refused = (code: string, message: string) => new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('refusalReason', () => {
  it('GUEST_BARRED (issue 19 §7): a Swedish reader gets the server text with the end date, others their language', () => {
    const error = refused('GUEST_BARRED', 'Du är avstängd från det här härbärget till och med 2031-03-12.');
    expect(refusalReason(error, svTexts, 'sv')).toBe('Du är avstängd från det här härbärget till och med 2031-03-12.');
    expect(refusalReason(error, en, 'en')).toBe(en.guest.booking.refused.barred);
    expect(refusalReason(refused('GUEST_BARRED', ''), svTexts, 'sv')).toBe(svTexts.guest.booking.refused.barred);
  });

  it('DECISION_REQUIRED (issue 38 §2): a Swedish reader gets the server text with the nights, others their language', () => {
    const text = 'Ditt biståndsbeslut gäller nätterna 2031-03-01 till och med 2031-03-02. Nätter utanför det kan inte bokas här.';
    expect(refusalReason(refused('DECISION_REQUIRED', text), svTexts, 'sv')).toBe(text);
    expect(refusalReason(refused('DECISION_REQUIRED', text), en, 'en')).toBe(en.guest.booking.refused.decision);
    expect(refusalReason(refused('DECISION_REQUIRED', ''), svTexts, 'sv')).toBe(svTexts.guest.booking.refused.decision);
  });

  it('other refusals keep their own texts', () => {
    expect(refusalReason(refused('BOOKING_OVERLAP', 'x'), svTexts, 'sv')).toBe(svTexts.guest.booking.refused.overlap);
  });
});
