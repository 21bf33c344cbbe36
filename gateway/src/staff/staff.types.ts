import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ProductTypeEnum } from '../platform/graphql/enums';
import type { ProductType } from '../domain/product-type';
import { ProductGqlType, ShelterType } from '../shelter/shelter.types';

@ObjectType('TypePlaces', { description: 'Places left tonight for one product type of a shelter.' })
export class TypePlacesType {
  @Field(() => ProductTypeEnum, { description: 'Product type.' })
  type: ProductType;

  @Field(() => Int, { description: "Places left tonight, summed over the shelter's products of this type." })
  placesLeft: number;
}

@ObjectType('HostCounts', { description: "The four tiles of the host overview (DESIGN §5), for the host's own shelter, today." })
export class HostCountsType {
  @Field(() => Int, { description: 'Förfrågningar: awaiting the host (pending, accepted, advised_against), not yet over.' })
  pendingCount: number;

  @Field(() => Int, { description: 'Kommande: reserved or confirmed with today inside the stay.' })
  arrivalsCount: number;

  @Field(() => Int, { description: 'Utcheckning: checked in and due out today or earlier.' })
  departuresCount: number;

  @Field(() => Int, { description: 'Incheckade: checked in now.' })
  currentGuestsCount: number;

  @Field(() => [TypePlacesType], { description: 'Places left tonight per product type.' })
  availableProducts: TypePlacesType[];
}

@ObjectType('ProductPlaces', { description: 'A bookable room and its places left on one night.' })
export class ProductPlacesType {
  @Field(() => ProductGqlType, { description: 'The room.' })
  product: ProductGqlType;

  @Field(() => ShelterType, { description: "The room's shelter." })
  shelter: ShelterType;

  @Field(() => Int, { description: 'Places left that night.' })
  placesLeft: number;
}

@ObjectType('ShelterPlaces', { description: 'A shelter and its bookable rooms with a place on the night asked.' })
export class ShelterPlacesType {
  @Field(() => ShelterType, { description: 'The shelter.' })
  shelter: ShelterType;

  @Field(() => [ProductPlacesType], { description: 'Rooms with at least one place left that night.' })
  products: ProductPlacesType[];
}

@ObjectType('BatchResult', { description: 'What happened to one booking of a batch: each row is its own transaction.' })
export class BatchResultType {
  @Field(() => ID, { description: 'Booking id.' })
  bookingId: number;

  @Field({ description: 'Whether the action was applied.' })
  ok: boolean;

  @Field(() => String, { nullable: true, description: 'Error code when it was not (e.g. BOOKING_INVALID_TRANSITION, NO_PLACES).' })
  code: string | null;

  @Field(() => String, { nullable: true, description: 'Error message when it was not.' })
  message: string | null;
}
