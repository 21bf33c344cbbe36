import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AccountResolver } from '../account/account.resolver';
import { AdminResolver } from '../admin/admin.resolver';
import { AuthResolver } from '../auth/auth.resolver';
import { BookingResolver } from '../booking/booking.resolver';
import { GuestResolver } from '../guest/guest.resolver';
import { ProductResolver } from '../product/product.resolver';
import { ReportResolver } from '../report/report.resolver';
import { ProductFieldsResolver, ShelterResolver } from '../shelter/shelter.resolver';
import { VolunteerResolver } from '../volunteer/volunteer.resolver';
import { StaffResolver } from '../staff/staff.resolver';
import { LiveResolver } from '../live/live.resolver';
import { PrivacyResolver } from '../privacy/privacy.resolver';
import { pubSub } from '../live/pubsub';
import { authChecker } from './auth-checker';

export const resolvers = [
  AuthResolver,
  ShelterResolver,
  ProductFieldsResolver,
  ProductResolver,
  BookingResolver,
  StaffResolver,
  LiveResolver,
  PrivacyResolver,
  // feature resolvers: add one line each below
  GuestResolver,
  VolunteerResolver,
  ReportResolver,
  AccountResolver,
  AdminResolver,
] as const;

let built: Promise<GraphQLSchema> | undefined;

/** The schema, built once per process (it is the same for every request). */
export function buildGatewaySchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    pubSub,
    validate: { forbidUnknownValues: false },
  });
  return built;
}
