import type { Feature } from '../platform/feature';
import * as openapi from './decision.openapi';
import { BookingDecisionFieldResolver, DecisionResolver } from './decision.resolver';
import { decisionRoutes } from './decision.rest';
import { decisionLoaders } from './decision.loaders';

/** Biståndsbeslut (issue 38): caseworkers' decisions, what the guest and the shelter's staff see of them. */
export const decisionFeature: Feature = {
  name: 'decision',
  resolvers: [DecisionResolver, BookingDecisionFieldResolver],
  routes: [decisionRoutes],
  loaders: decisionLoaders,
  openapi,
};
