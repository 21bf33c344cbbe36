/**
 * Logging in without e-mail (issue 36) as plain fetches, like the other public pages
 * (access.api.ts): these pages are shown to people who are not logged in, without Apollo.
 */
import type { Group, Language } from '../../gql/graphql';
import { useEffect, useState } from 'react';
import { request } from '../../lib/graphql-fetch';

export const REQUEST_LOGIN_CODE = 'mutation RequestLoginCode($phone: String!) { requestLoginCode(phone: $phone) }';
export const LOGIN_WITH_SMS_CODE =
  'mutation LoginWithSmsCode($phone: String!, $code: String!, $shared: Boolean) { loginWithSmsCode(phone: $phone, code: $code, sharedDevice: $shared) { id usergroups } }';
export const LOGIN_WITH_PIN =
  'mutation LoginWithPin($uno: String!, $pin: String!, $shared: Boolean) { loginWithPin(uno: $uno, pin: $pin, sharedDevice: $shared) { id usergroups } }';
export const REDEEM_START_CODE =
  'mutation RedeemStartCode($code: String!, $pin: String!, $shared: Boolean) { redeemStartCode(code: $code, pin: $pin, sharedDevice: $shared) { uno me { id usergroups } } }';
export const REGISTER_GUEST_BY_PHONE =
  'mutation RegisterGuestByPhone($input: RegisterGuestByPhoneInput!) { registerGuestByPhone(input: $input) }';

interface LoggedIn {
  id: string;
  usergroups: Group[];
}

export const requestLoginCode = (phone: string): Promise<unknown> => request('RequestLoginCode', REQUEST_LOGIN_CODE, { phone });

export const loginWithSmsCode = async (phone: string, code: string, shared: boolean): Promise<LoggedIn> =>
  (await request<{ loginWithSmsCode: LoggedIn }>('LoginWithSmsCode', LOGIN_WITH_SMS_CODE, { phone, code, shared })).loginWithSmsCode;

export const loginWithPin = async (uno: string, pin: string, shared: boolean): Promise<LoggedIn> =>
  (await request<{ loginWithPin: LoggedIn }>('LoginWithPin', LOGIN_WITH_PIN, { uno, pin, shared })).loginWithPin;

export const redeemStartCode = async (code: string, pin: string, shared: boolean): Promise<{ uno: string; me: LoggedIn }> =>
  (await request<{ redeemStartCode: { uno: string; me: LoggedIn } }>('RedeemStartCode', REDEEM_START_CODE, { code, pin, shared }))
    .redeemStartCode;

export interface PhoneRegistrationForm {
  phone: string;
  firstName: string;
  lastName: string;
  language: Language;
}

export const registerGuestByPhone = (input: PhoneRegistrationForm): Promise<unknown> =>
  request('RegisterGuestByPhone', REGISTER_GUEST_BY_PHONE, { input });

const LOGIN_OPTIONS = 'query LoginOptions { loginOptions { sms } }';

/** Whether the phone login is offered (an SMS channel is configured); null while asking. */
export function useSmsLogin(): boolean | null {
  const [sms, setSms] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    request<{ loginOptions: { sms: boolean } }>('LoginOptions', LOGIN_OPTIONS, {})
      .then((d) => live && setSms(d.loginOptions.sms))
      .catch(() => live && setSms(false));
    return () => {
      live = false;
    };
  }, []);
  return sms;
}
