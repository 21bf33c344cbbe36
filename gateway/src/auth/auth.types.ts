import { Field, ID, ObjectType } from 'type-graphql';
import { GroupEnum } from '../platform/graphql/enums';
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
}
