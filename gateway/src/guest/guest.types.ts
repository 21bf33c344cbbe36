import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar, LocalDateScalar } from '../platform/graphql/scalars';
import { RegionType } from '../shelter/shelter.types';

@ObjectType('GuestSummary', {
  description:
    'A guest as volunteers (and caseworker lists) see them: id, names and UNO code, nothing more (DESIGN §3). personnr, phone, birth date and address are never part of it.',
})
export class GuestSummaryType {
  @Field(() => ID, { description: "The guest's user id (use it as `guestId` in requestBooking)." })
  id: number;

  @Field({ description: 'First name.' })
  firstName: string;

  @Field({ description: 'Last name.' })
  lastName: string;

  @Field({ description: 'UNO code: exactly 4 digits, unique among guests.' })
  uno: string;
}

@ObjectType('GuestSummaryPage', { description: 'One page of a list of guests, and how many match in all.' })
export class GuestSummaryPageType {
  @Field(() => Int, {
    description:
      'How many guests match, on every page: exact when `totalExact`; otherwise the count stopped there (more match: narrow with a search).',
  })
  total: number;

  @Field({ description: 'Whether `total` is every match; false when the count stopped at `total` (100 rows past the page asked for).' })
  totalExact: boolean;

  @Field(() => Int, { description: 'The first row of this page (0-based).' })
  offset: number;

  @Field(() => [GuestSummaryType], { description: 'The guests of this page.' })
  items: GuestSummaryType[];
}

@InputType('CreateGuestInput', {
  description: 'A new guest account made by a volunteer: no e-mail and no password, the UNO code identifies the guest.',
})
export class CreateGuestInput {
  @Field({ description: 'First name; required, at most 100 characters (trimmed).' })
  firstName: string;

  @Field({ description: 'Last name; required, at most 100 characters (trimmed).' })
  lastName: string;

  @Field({ description: 'UNO code; required, exactly 4 digits, not used by another guest.' })
  uno: string;

  @Field(() => String, { nullable: true, description: 'Gender, "K" (kvinna) or "M" (man); optional. Woman-only rooms need "K".' })
  gender?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Optional Swedish mobile number (07x… or +46 7x…): the guest's login phone for 'Logga in med telefon' (issue 36). Not another account's number.",
  })
  phone?: string | null;
}

@ObjectType('GuestRecord', {
  description:
    'The full guest record (SPEC §3) for a caseworker of a shelter where the guest has or had a booking. The only place personnr, phone, birth date and address leave the server (DESIGN §3).',
})
export class GuestRecordType {
  @Field(() => ID, { description: "The guest's user id." })
  id: number;

  @Field({ description: 'First name.' })
  firstName: string;

  @Field({ description: 'Last name.' })
  lastName: string;

  @Field(() => String, { nullable: true, description: 'Gender: "K" or "M", or null when unknown.' })
  gender: string | null;

  @Field({ description: 'Street address (may be empty).' })
  street: string;

  @Field({ description: 'Postcode (may be empty).' })
  postcode: string;

  @Field({ description: 'City (may be empty).' })
  city: string;

  @Field({ description: 'Country (may be empty).' })
  country: string;

  @Field({ description: 'Phone number (may be empty).' })
  phone: string;

  @Field(() => String, { nullable: true, description: 'Login e-mail; null for guests created by a volunteer.' })
  email: string | null;

  @Field({ description: 'UNO code (4 digits).' })
  unokod: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Date of birth, when known.' })
  dayOfBirth: string | null;

  @Field({ description: 'Last four digits of the personnummer (may be empty).' })
  personnrLastnr: string;

  @Field({ description: 'Needs or requirements noted for the guest (may be empty).' })
  requirements: string;

  @Field(() => DateTimeScalar, { description: 'When the record was last changed.' })
  lastEdit: Date;

  @Field({ description: 'Flagged for staff attention.' })
  flag: boolean;

  @Field(() => RegionType, { nullable: true, description: "The guest's home region, when known." })
  region: RegionType | null;
}
