import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { pubSub } from '../live/pubsub';
import { authChecker } from '../platform/graphql/auth-checker';
import { FEATURES } from './features';
import { CatalogueResolver } from '../platform/graphql/catalogue';
import { markPlainFields } from '../platform/graphql/plain-fields';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers = [...FEATURES.flatMap((f) => f.resolvers ?? []), CatalogueResolver] as unknown as NonEmptyArray<Function>;

let built: Promise<GraphQLSchema> | undefined;

/** The schema, built once per process (it is the same for every request). */
export function buildGatewaySchema(): Promise<GraphQLSchema> {
  // Fields without a resolver, guard or middleware of their own: graphql's default resolver (issue 22 §4).
  if (!built) markPlainFields();
  built ??= buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    pubSub,
    validate: { forbidUnknownValues: false },
  });
  return built;
}
