import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { GroupEnum } from '../platform/graphql/enums';
import { DateTimeScalar, LocalDateScalar } from '../platform/graphql/scalars';
import { RegionType, ShelterFactsInputType, ShelterType } from '../shelter/shelter.types';
import type { Group } from '../domain/roles';

@ObjectType('AdminRegion', { description: 'A region as the admin sees it: archived ones included.' })
export class AdminRegionType extends RegionType {
  @Field({ description: 'Archived: no new shelters may be placed in it.' })
  archived: boolean;
}

@ObjectType('AdminShelter', { description: 'A shelter as the admin sees it: archived ones included.' })
export class AdminShelterType extends ShelterType {
  @Field({ description: 'Archived: kept for history, gone from every list outside administration.' })
  archived: boolean;
}

@InputType('ShelterInput', {
  description: "A shelter's fields, as the admin sets them: name, region and image, and the profile (ShelterFactsInput's fields).",
})
export class ShelterInputType extends ShelterFactsInputType {
  @Field({ description: 'Name (1–200 characters).' })
  name: string;

  @Field(() => ID, { description: 'Region (not archived).' })
  regionId: string;

  @Field(() => String, { nullable: true, description: 'Image URL or path.' })
  image?: string | null;
}

@ObjectType('NamedRef', { description: 'A shelter referred to by id and name.' })
export class NamedRefType {
  @Field(() => ID, { description: 'Id.' })
  id: number;

  @Field({ description: 'Name.' })
  name: string;
}

@ObjectType('Account', { description: 'A staff account (host staff, caseworker, volunteer, admin).' })
export class AccountType {
  @Field(() => ID, { description: 'User id.' })
  id: number;

  @Field({ description: 'Login e-mail.' })
  email: string;

  @Field({ description: 'First name.' })
  firstName: string;

  @Field({ description: 'Last name.' })
  lastName: string;

  @Field(() => [GroupEnum], { description: 'Groups in order (the first chooses the home page); empty = no access.' })
  groups: Group[];

  @Field(() => NamedRefType, { nullable: true, description: 'Host staff: their shelter.' })
  shelter: NamedRefType | null;

  @Field(() => [NamedRefType], { description: 'Caseworkers: the shelters they are assigned to.' })
  assignedShelters: NamedRefType[];

  @Field({ description: 'Still has the initial password an admin set (must change it at next login).' })
  mustChangePassword: boolean;

  @Field({ description: 'False once an admin has deactivated the account: it cannot log in and has no sessions (issue 20 §6).' })
  active: boolean;

  @Field({
    description:
      'An invitation e-mail was sent (mail configured, no initial password) and its link is not used yet: the person has no password yet.',
  })
  invitationPending: boolean;
}

@InputType('AccountInput', { description: "A staff account's fields." })
export class AccountInputType {
  @Field({ description: 'Login e-mail (unique).' })
  email: string;

  @Field({ description: 'First name (1–100 characters).' })
  firstName: string;

  @Field({ description: 'Last name (1–100 characters).' })
  lastName: string;

  @Field(() => [GroupEnum], { description: 'Groups in order: host, caseworker, volunteer, admin (not user).' })
  groups: Group[];

  @Field(() => ID, { nullable: true, description: "Host staff's shelter: required with group host, refused without it." })
  shelterId?: string | null;
}

@InputType('GuestRecordInput', { description: 'Every SPEC §3 field of a guest record, as the admin sets them.' })
export class GuestRecordInputType {
  @Field({ description: 'First name.' })
  firstName: string;

  @Field({ description: 'Last name.' })
  lastName: string;

  @Field(() => String, { nullable: true, description: '"K", "M" or null.' })
  gender?: string | null;

  @Field(() => String, { nullable: true, description: 'Street address.' })
  street?: string | null;

  @Field(() => String, { nullable: true, description: 'Postcode.' })
  postcode?: string | null;

  @Field(() => String, { nullable: true, description: 'City.' })
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'Country.' })
  country?: string | null;

  @Field(() => String, { nullable: true, description: 'Phone.' })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'Login e-mail, or null.' })
  email?: string | null;

  @Field({ description: 'UNO code (4 digits, unique).' })
  unokod: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Date of birth.' })
  dayOfBirth?: string | null;

  @Field(() => String, { nullable: true, description: 'Last four digits of the personnummer.' })
  personnrLastnr?: string | null;

  @Field(() => String, { nullable: true, description: 'Requirements (free text).' })
  requirements?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Flagged guest.' })
  flag?: boolean | null;

  @Field(() => ID, { nullable: true, description: 'Region, or null.' })
  regionId?: string | null;
}

@ObjectType('AdminEvent', { description: 'One audit event of administration: who changed what, when.' })
export class AdminEventType {
  @Field(() => ID, { description: 'Event id.' })
  id: number;

  @Field(() => DateTimeScalar, { description: 'When.' })
  at: Date;

  @Field({ description: 'The admin who made the change.' })
  actorName: string;

  @Field({ description: 'What: e.g. shelter_created, account_updated, caseworker_assigned.' })
  action: string;

  @Field({ description: 'Kind of record: region, shelter, product, account, guest.' })
  entity: string;

  @Field(() => Int, { nullable: true, description: "The record's id." })
  entityId: number | null;
}
