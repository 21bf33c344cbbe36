import { Field, InputType, ObjectType } from 'type-graphql';
import { GenderEnum, LanguageEnum } from '../platform/graphql/enums';
import type { Gender, Language } from '../domain/person';
import { MeType } from '../auth/auth.types';

@ObjectType('LoginOptions', { description: 'The ways to log in the login page offers (issue 36).' })
export class LoginOptionsType {
  @Field({
    description: 'True when an SMS channel is configured (NOQ_SMS_URL): the page offers "Logga in med telefon" and registration by phone.',
  })
  sms: boolean;
}

@ObjectType('StartCode', {
  description: "A guest's one-time start code, for the confirmation slip (issue 36 §3). Shown once; kept only hashed.",
})
export class StartCodeType {
  @Field({ description: 'The code as printed: 12 characters of an unambiguous alphabet in groups of four (ABCD-EFGH-JKMN).' })
  code: string;

  @Field({ description: "The guest's UNO code: with the PIN the guest chooses, their login from now on." })
  uno: string;

  @Field({ description: 'When the code stops working (14 days).' })
  expiresAt: Date;
}

@ObjectType('StartCodeLogin', { description: 'A start code used: the session started, and the UNO code to log in with from now on.' })
export class StartCodeLoginType {
  @Field(() => MeType, { description: 'The logged-in guest.' })
  me: MeType;

  @Field({ description: "The guest's UNO code." })
  uno: string;
}

@InputType('RegisterGuestByPhoneInput', {
  description: "A guest's registration with a Swedish mobile number instead of an e-mail (issue 36 §2); always a guest account.",
})
export class RegisterGuestByPhoneInputType {
  @Field({ description: 'A Swedish mobile number (07x… or +46 7x…); the activation code is sent there by SMS.' })
  phone: string;

  @Field({ description: 'First name (1–100 characters).' })
  firstName: string;

  @Field({ description: 'Last name (1–100 characters).' })
  lastName: string;

  @Field(() => GenderEnum, { nullable: true, description: 'Optional: K or M.' })
  gender?: Gender | null;

  @Field(() => LanguageEnum, { nullable: true, description: 'The language of the web and the SMS (sv when left out).' })
  language?: Language | null;
}
