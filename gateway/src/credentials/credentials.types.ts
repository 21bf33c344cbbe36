import { Field, InputType } from 'type-graphql';
import { GenderEnum, LanguageEnum } from '../platform/graphql/enums';
import type { Gender, Language } from '../domain/person';

@InputType('RegisterGuestInput', {
  description:
    "A guest's own registration (issue 20 §5). It always makes a guest account (group user): there is no field for a group, and none is read.",
})
export class RegisterGuestInputType {
  @Field({ description: 'Login e-mail; the activation link is sent there.' })
  email: string;

  @Field({ description: 'At least 8 characters (at most 1024).' })
  password: string;

  @Field({ description: 'First name (1–100 characters).' })
  firstName: string;

  @Field({ description: 'Last name (1–100 characters).' })
  lastName: string;

  @Field(() => GenderEnum, { nullable: true, description: 'Optional: K or M.' })
  gender?: Gender | null;

  @Field(() => String, { nullable: true, description: 'Optional phone number (5–15 digits; spaces, -, ( ) and a leading + allowed).' })
  phone?: string | null;

  @Field(() => LanguageEnum, {
    nullable: true,
    description: 'The language the person reads the web in (sv when left out): their e-mails are in it.',
  })
  language?: Language | null;
}
