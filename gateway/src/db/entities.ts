import { RegionEntity } from '../shelter/region.entity';
import { ShelterEntity } from '../shelter/shelter.entity';
import { ProductEntity } from '../product/product.entity';
import { UserEntity } from '../auth/user.entity';
import { GuestProfileEntity } from '../auth/guest-profile.entity';
import { CaseworkerShelterEntity } from '../auth/caseworker-shelter.entity';
import { SessionEntity } from '../auth/session.entity';
import { BookingEntity } from '../booking/booking.entity';
import { BookingEventEntity } from '../booking/booking-event.entity';
import { ProductNightEntity } from '../booking/product-night.entity';

export const entities = [
  RegionEntity,
  ShelterEntity,
  ProductEntity,
  UserEntity,
  GuestProfileEntity,
  CaseworkerShelterEntity,
  SessionEntity,
  BookingEntity,
  BookingEventEntity,
  ProductNightEntity,
];
