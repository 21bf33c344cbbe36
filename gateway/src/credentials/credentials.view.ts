/**
 * The self-service account flows' input (issue 31 §1).
 */
export interface RegistrationInput {
  email: unknown;
  password: unknown;
  firstName: unknown;
  lastName: unknown;
  gender?: unknown;
  phone?: unknown;
  language?: unknown;
}
