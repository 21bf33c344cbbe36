import type { DataSource } from 'typeorm';
import type { Clock } from './common/clock';
import { AuthService, DEFAULT_SESSION_SETTINGS, type SessionSettings } from './auth/auth.service';
import { BookingService } from './booking/booking.service';
import { ProductService } from './product/product.service';
import { ShelterService } from './shelter/shelter.service';

/** The service layer, built once per process; adapters reach the data only through it. */
export interface Services {
  clock: Clock;
  auth: AuthService;
  shelters: ShelterService;
  products: ProductService;
  bookings: BookingService;
  // feature services: add one line each below
}

export function createServices(ds: DataSource, clock: Clock, session: SessionSettings = DEFAULT_SESSION_SETTINGS): Services {
  const bookings = new BookingService(ds, clock);
  return {
    clock,
    auth: new AuthService(ds, session),
    shelters: new ShelterService(ds, clock),
    products: new ProductService(ds, clock, bookings),
    bookings,
    // feature services: add one line each below
  };
}
