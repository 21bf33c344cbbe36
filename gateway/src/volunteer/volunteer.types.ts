import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BookingStatusEnum } from '../platform/graphql/enums';
import { LocalDateScalar } from '../platform/graphql/scalars';
import type { BookingStatus } from '../domain/booking-status';
import { NightPlacesType, ProductGqlType, ShelterType } from '../shelter/shelter.types';

@ObjectType('VolunteerProductAvailability', { description: 'A bookable room and its places left on each night of the range asked.' })
export class VolunteerProductAvailabilityType {
  @Field(() => ProductGqlType, { description: 'The room (type room or woman_only).' })
  product: ProductGqlType;

  @Field(() => Int, { description: 'The fewest places left on any night of the range (0 when one night is full).' })
  placesLeft: number;

  @Field(() => [NightPlacesType], { description: 'One entry per night start <= night < end, in date order.' })
  availability: NightPlacesType[];
}

@ObjectType('VolunteerShelterAvailability', {
  description: 'A shelter ("host") with its bookable rooms, as the volunteer\'s room finder shows it.',
})
export class VolunteerShelterAvailabilityType {
  @Field(() => ShelterType, { description: 'The shelter.' })
  host: ShelterType;

  @Field(() => [VolunteerProductAvailabilityType], { description: 'Its bookable rooms, by id.' })
  products: VolunteerProductAvailabilityType[];
}

@ObjectType('VolunteerGuestStay', {
  description: "One of a guest's current bookings as a volunteer sees it before booking for the guest: where, when and its status.",
})
export class VolunteerGuestStayType {
  @Field(() => ID, { description: 'The booking id.' })
  id: number;

  @Field(() => BookingStatusEnum, { description: 'Current status.' })
  status: BookingStatus;

  @Field(() => LocalDateScalar, { description: 'First night (check-in date).' })
  startDate: string;

  @Field(() => LocalDateScalar, { description: 'Check-out date.' })
  endDate: string;

  @Field({ description: "The shelter's name." })
  shelterName: string;

  @Field({ description: "The room's name." })
  roomName: string;
}

@ObjectType('VolunteerAvailabilityPage', {
  description: "One page of the volunteer's room finder (volunteerAvailabilityPage): the shelters shown and how many match in all.",
})
export class VolunteerAvailabilityPageType {
  @Field(() => [VolunteerShelterAvailabilityType], { description: 'The shelters of this page, most free places first.' })
  shelters: VolunteerShelterAvailabilityType[];

  @Field(() => Int, { description: 'How many shelters match the filter in all.' })
  total: number;

  @Field({ description: 'Whether more shelters follow this page.' })
  hasMore: boolean;
}
