/** What logging in without e-mail answers (issue 36). */
import type { MeView } from '../auth/auth.view';

export interface SessionStart {
  token: string;
  expiresAt: Date;
  me: MeView;
}

export interface IssuedStartCode {
  /** The code as the slip prints it, ABCD-EFGH-JKMN. */
  code: string;
  uno: string;
  expiresAt: Date;
}

export interface PhoneRegistrationInput {
  phone: unknown;
  firstName: unknown;
  lastName: unknown;
  gender?: unknown;
  language?: unknown;
}
