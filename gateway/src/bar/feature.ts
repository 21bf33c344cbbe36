import type { Feature } from '../platform/feature';
import { BookingBarFieldResolver, GuestBarResolver, GuestRecordBarsResolver } from './bar.resolver';
import { barLoaders } from './bar.loaders';

/** Avstängning (issue 19 §7): the host's bars, and what staff see of them on bookings and guest records. */
export const barFeature: Feature = {
  name: 'bar',
  resolvers: [GuestBarResolver, BookingBarFieldResolver, GuestRecordBarsResolver],
  loaders: barLoaders,
};
