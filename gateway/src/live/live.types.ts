import { Field, Float, ID, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '../platform/graphql/scalars';

@ObjectType('ChangeEvent', {
  description:
    'A hint that bookings or places changed (ids only, never personal data). Refetch what shows the shelter; `resync` means events may have been missed: refetch everything.',
})
export class ChangeEventType {
  @Field(() => Float, { nullable: true, description: 'Sequence number of the change (null for a resync).' })
  seq: number | null;

  @Field({ description: 'True when the server lost events (after a reconnect): refetch all live views.' })
  resync: boolean;

  @Field(() => String, { nullable: true, description: '"booking" or "capacity".' })
  kind: string | null;

  @Field(() => String, { nullable: true, description: 'The action: request, assign, decline, promote, product_updated, ...' })
  action: string | null;

  @Field(() => ID, { nullable: true, description: 'The shelter changed.' })
  shelterId: number | null;

  @Field(() => ID, { nullable: true, description: 'The product changed.' })
  productId: number | null;

  @Field(() => ID, { nullable: true, description: 'The booking changed.' })
  bookingId: number | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'First night touched.' })
  firstNight: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'The night after the last night touched.' })
  endNight: string | null;
}
