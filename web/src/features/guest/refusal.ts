import type { ErrorCode } from '../../gql/graphql';
import type { Language } from '../../i18n/languages';
import type { PageTexts } from '../../i18n/texts';
import { errorCode, errorMessage } from '../../lib/errors';

/** Each refused booking request's reason in the guest's words (issue 18 §2), by the server's code. */
const REASONS: Readonly<Partial<Record<ErrorCode, keyof PageTexts<'guest'>['guest']['booking']['refused']>>> = {
  BOOKING_START_IN_PAST: 'dates',
  BOOKING_END_NOT_AFTER_START: 'dates',
  BOOKING_TOO_LONG: 'dates',
  BOOKING_OUTSIDE_STAY: 'dates',
  BOOKING_OVERLAP: 'overlap',
  BOOKING_DUPLICATE: 'duplicate',
  PRODUCT_NOT_BOOKABLE: 'notBookable',
  BOOKING_WOMAN_ONLY: 'notBookable',
  PRODUCT_NOT_FOUND: 'gone',
  GUEST_BARRED: 'barred',
  DECISION_REQUIRED: 'decision',
};

/**
 * Why a request was refused, in the guest's language; a refusal without a text of its own gives the
 * server's (Swedish) message to a Swedish reader only, else nothing beyond the general failure text.
 */
export function refusalReason(error: unknown, texts: PageTexts<'guest'>, language: Language): string | null {
  const code = errorCode(error) as ErrorCode | undefined;
  const key = code ? REASONS[code] : undefined;
  // A bar's end date is in the server's text only (issue 19 §7): a Swedish reader gets that.
  if (key === 'barred' && language === 'sv') return errorMessage(error, '') || texts.guest.booking.refused.barred;
  // A biståndsbeslut's dates and nights left are in the server's text only (issue 38 §2).
  if (key === 'decision' && language === 'sv') return errorMessage(error, '') || texts.guest.booking.refused.decision;
  if (key) return texts.guest.booking.refused[key];
  if (code === undefined || language !== 'sv') return null;
  return errorMessage(error, '') || null;
}

/** A refusal's reason by its code alone (a plain form's answer, FormOutcome.tsx), when the guest has a text for it. */
export function refusalByCode(code: string, texts: PageTexts<'guest'>): string | null {
  const key = REASONS[code as ErrorCode];
  return key ? texts.guest.booking.refused[key] : null;
}
