import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ProductTypeEnum } from '../platform/graphql/enums';
import { LocalDateScalar } from '../platform/graphql/scalars';
import type { ProductType } from '../domain/product-type';

@ObjectType('Region', { description: 'A region (län or kommun) that shelters and guests belong to.' })
export class RegionType {
  @Field(() => ID, { description: 'Region id.' })
  id: number;

  @Field({ description: 'Region name.' })
  name: string;
}

@ObjectType('Shelter', { description: 'A shelter (härbärge); "host" in the REST wire format.' })
export class ShelterType {
  @Field(() => ID, { description: 'Shelter id.' })
  id: number;

  @Field({ description: 'Name of the shelter.' })
  name: string;

  @Field({ description: 'Street address.' })
  street: string;

  @Field({ description: 'Postcode, digits only (the web shows a space after the third).' })
  postcode: string;

  @Field({ description: 'City.' })
  city: string;

  @Field(() => String, { nullable: true, description: 'Image URL or path, when the shelter has one.' })
  image: string | null;

  @Field(() => RegionType, { description: 'The region the shelter lies in.' })
  region: RegionType;
}

@ObjectType('Product', { description: 'Something a shelter offers: a bookable room, or a listed service.' })
export class ProductGqlType {
  @Field(() => ID, { description: 'Product id.' })
  id: number;

  shelterId: number;

  @Field({ description: 'Name, e.g. "Rum 1".' })
  name: string;

  @Field({ description: 'Free-text description.' })
  description: string;

  @Field(() => Int, { description: 'Number of places (beds) each night.' })
  totalPlaces: number;

  @Field(() => ProductTypeEnum, { description: 'The kind of product.' })
  type: ProductType;

  @Field({ description: 'Requirements on the guest, free text (may be empty).' })
  requirements: string;
}

@ObjectType('NightPlaces', { description: 'Places left for one product on one night.' })
export class NightPlacesType {
  @Field(() => LocalDateScalar, { description: "The night (the evening's date)." })
  date: string;

  @Field(() => Int, { description: 'Places left that night: capacity minus places held.' })
  placesLeft: number;
}

@ObjectType('ProductAvailability', { description: 'A product and its places left per night.' })
export class ProductAvailabilityType {
  @Field(() => ProductGqlType, { description: 'The product.' })
  product: ProductGqlType;

  @Field(() => [NightPlacesType], { description: 'One entry per night asked, in date order.' })
  nights: NightPlacesType[];
}
