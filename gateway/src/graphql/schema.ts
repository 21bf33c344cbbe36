import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../auth/auth.resolver';
import { BookingResolver } from '../booking/booking.resolver';
import { ProductResolver } from '../product/product.resolver';
import { ProductFieldsResolver, ShelterResolver } from '../shelter/shelter.resolver';
import { authChecker } from './auth-checker';

export const resolvers = [
  AuthResolver,
  ShelterResolver,
  ProductFieldsResolver,
  ProductResolver,
  BookingResolver,
  // feature resolvers: add one line each below
] as const;

let built: Promise<GraphQLSchema> | undefined;

/** The schema, built once per process (it is the same for every request). */
export function buildGatewaySchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    validate: { forbidUnknownValues: false },
  });
  return built;
}
