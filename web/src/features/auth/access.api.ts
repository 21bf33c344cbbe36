/**
 * The public account operations (issue 20 §4, §5) as plain fetches: these pages are shown to people
 * who are not logged in, where the app has no Apollo client (lib/graphql-fetch.ts, as the login page).
 */
import type { Gender, Language } from '../../gql/graphql';
import { request } from '../../lib/graphql-fetch';

export const REQUEST_PASSWORD_RESET = 'mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }';
export const SET_PASSWORD_WITH_LINK =
  'mutation SetPasswordWithLink($token: String!, $password: String!) { setPasswordWithLink(token: $token, password: $password) }';
export const REGISTER_GUEST = 'mutation RegisterGuest($input: RegisterGuestInput!) { registerGuest(input: $input) }';
export const ACTIVATE_ACCOUNT =
  'mutation ActivateAccount($token: String!, $password: String!) { activateAccount(token: $token, password: $password) }';

export const requestPasswordReset = (email: string): Promise<unknown> => request('RequestPasswordReset', REQUEST_PASSWORD_RESET, { email });

export const setPasswordWithLink = (token: string, password: string): Promise<unknown> =>
  request('SetPasswordWithLink', SET_PASSWORD_WITH_LINK, { token, password });

export interface RegistrationForm {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  gender: Gender | null;
  phone: string | null;
  language: Language;
}

export const registerGuest = (input: RegistrationForm): Promise<unknown> => request('RegisterGuest', REGISTER_GUEST, { input });

export const activateAccount = (token: string, password: string): Promise<unknown> =>
  request('ActivateAccount', ACTIVATE_ACCOUNT, { token, password });

/** Issue 33 §11: is the link still usable? Asked as the page opens; true, or rejects with LINK_*. */
export const CHECK_LINK = 'query CheckLink($token: String!, $kind: String!) { checkLink(token: $token, kind: $kind) }';

export const checkLink = (token: string, kind: 'password' | 'activation'): Promise<unknown> =>
  request('CheckLink', CHECK_LINK, { token, kind });
