import { Field, InputType, Int } from 'type-graphql';
import { IsInt, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { ProductTypeEnum } from '../platform/graphql/enums';
import type { ProductType } from '../domain/product-type';
import { MAX_PLACES } from './product.rules';

@InputType('ProductInput', { description: "A room or service of the host's shelter." })
export class ProductInputType {
  @Field({ description: 'Name (1–200 characters).' })
  @MaxLength(200)
  name: string;

  @Field(() => String, { nullable: true, description: 'Description.' })
  @IsOptional()
  @MaxLength(2000)
  description?: string | null;

  @Field(() => Int, { description: 'Number of places each night (0–1000).' })
  @IsInt()
  @Min(0)
  @Max(MAX_PLACES)
  totalPlaces: number;

  @Field(() => ProductTypeEnum, { description: 'Kind of product.' })
  type: ProductType;

  @Field(() => String, { nullable: true, description: 'Requirements on the guest (free text).' })
  @IsOptional()
  @MaxLength(2000)
  requirements?: string | null;
}
