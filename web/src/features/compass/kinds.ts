// The kinds and audiences in the order the server's lists have them (domain/compass.ts), typed by the schema's enums.
import type { ResourceAudience, ResourceKind } from '../../gql/graphql';

export const RESOURCE_KINDS: readonly ResourceKind[] = [
  'meals',
  'day_centre',
  'shower_laundry',
  'health_care',
  'needle_exchange',
  'advice',
  'warm_place',
  'clothes',
];

export const RESOURCE_AUDIENCES: readonly ResourceAudience[] = [
  'everyone',
  'women',
  'men',
  'young_people',
  'families',
  'eu_citizens',
  'undocumented',
];
