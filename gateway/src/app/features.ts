/**
 * The feature list: one line per feature, once. The schema's resolvers, the /api routers (in this
 * order) and the per-request loaders are collected from it; services are wired in services.ts.
 */
import 'reflect-metadata';
import type { Feature } from '../platform/feature';
// Imported in the order the schema was first built from: TypeGraphQL prints types and fields in the
// order their modules load, and schema.graphql must not move.
import { accountFeature } from '../account/feature';
import { adminFeature } from '../admin/feature';
import { authFeature } from '../auth/feature';
import { bookingFeature } from '../booking/feature';
import { guestFeature } from '../guest/feature';
import { productFeature } from '../product/feature';
import { reportFeature } from '../report/feature';
import { shelterFeature } from '../shelter/feature';
import { volunteerFeature } from '../volunteer/feature';
import { staffFeature } from '../staff/feature';
import { liveFeature } from '../live/feature';
import { privacyFeature } from '../privacy/feature';
import { barFeature } from '../bar/feature';
import { notifyFeature } from '../notify/feature';
import { credentialsFeature } from '../credentials/feature';
import { invoiceFeature } from '../invoice/feature';
import { guestAccessFeature } from '../guestaccess/feature';
import { statisticsFeature } from '../statistics/feature';
import { openFeedFeature } from '../openfeed/feature';
import { compassFeature } from '../compass/feature';
import { activityFeature } from '../activity/feature';
import { decisionFeature } from '../decision/feature';

export const FEATURES: readonly Feature[] = [
  authFeature,
  shelterFeature,
  staffFeature,
  productFeature,
  bookingFeature,
  liveFeature,
  privacyFeature,
  guestFeature,
  volunteerFeature,
  reportFeature,
  accountFeature,
  adminFeature,
  barFeature,
  notifyFeature,
  credentialsFeature,
  invoiceFeature,
  guestAccessFeature,
  statisticsFeature,
  openFeedFeature,
  compassFeature,
  activityFeature,
  decisionFeature,
];
