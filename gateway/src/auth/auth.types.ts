import { Field, ID, ObjectType } from 'type-graphql';
import { GenderEnum, GroupEnum, LanguageEnum } from '../platform/graphql/enums';
import type { Gender, Language } from '../domain/person';
import { ShelterType } from '../shelter/shelter.types';
import type { Group } from '../domain/roles';

@ObjectType('Me', { description: 'The logged-in person: what the web needs to restore a session after a reload.' })
export class MeType {
  @Field(() => ID, { description: 'User id.' })
  id: number;

  @Field({ description: 'The login e-mail (empty for guests without a login).' })
  username: string;

  @Field({ description: 'First name (may be empty).' })
  firstName: string;

  @Field({ description: 'Last name (may be empty).' })
  lastName: string;

  @Field(() => [GroupEnum], { description: 'Groups in order; the first chooses the home page.' })
  usergroups: Group[];

  @Field(() => ShelterType, { nullable: true, description: 'Host staff: their shelter.' })
  host: ShelterType | null;

  @Field({
    description:
      'True while the person still has the initial password an admin gave them: the web sends them to /settings until they change it (changeMyPassword clears it).',
  })
  mustChangePassword: boolean;

  @Field(() => GenderEnum, {
    nullable: true,
    description:
      "A guest's recorded gender; null when unknown and for staff. The server books a woman_only room only for gender K (unknown counts as not K: BOOKING_WOMAN_ONLY), so the web offers woman_only rooms only when this is K.",
  })
  gender: Gender | null;

  @Field(() => LanguageEnum, {
    description:
      'The language the person reads the web in, kept with the account (sv until they choose another; setMyLanguage changes it).',
  })
  language: Language;
}
