/**
 * Every text that leaves the product by e-mail or SMS, in one catalogue (issue 20 §3): booking
 * messages (texts/booking.ts) and account messages (texts/account.ts). A template renders from a
 * row's params (and secret) in the row's language, Swedish when it has no text of its own.
 */
import { BOOKING_TEMPLATES } from './texts/booking';
import { ACCOUNT_TEMPLATES } from './texts/account';
import { ACTIVITY_TEMPLATES } from './texts/activity';
import { DECISION_TEMPLATES } from './texts/decision';

export interface Rendered {
  subject: string;
  /** The e-mail's plain text. */
  text: string;
  /** The SMS: short, no personal data beyond the message's need. */
  sms: string;
}

export interface RenderInput {
  params: Record<string, string>;
  secret: Record<string, string> | null;
  language: string;
  /** The product's public address (NOQ_PUBLIC_URL), for links. */
  baseUrl: string;
}

export type Template = (input: RenderInput) => Rendered;

export const TEMPLATES = { ...BOOKING_TEMPLATES, ...ACCOUNT_TEMPLATES, ...ACTIVITY_TEMPLATES, ...DECISION_TEMPLATES } satisfies Record<
  string,
  Template
>;

export type TemplateKey = keyof typeof TEMPLATES;

export function render(template: string, input: RenderInput): Rendered | null {
  const t = (TEMPLATES as Record<string, Template>)[template];
  return t ? t(input) : null;
}
