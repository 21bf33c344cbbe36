/**
 * The open feed's wire shape (issue 37): the Open Referral Human Services Data Specification
 * (HSDS 3.0) names where they fit — a `service` per shelter with its `capacities`
 * (service_capacity: available, maximum, unit, updated), `phones`, `schedules` (the check-in window)
 * and its `location` (name, latitude, longitude, `addresses` with address_1, city, postal_code,
 * country, address_type). `criteria` is noQ's own (HSDS's attributes need a taxonomy we do not
 * have). No person is in it.
 */
import type { OpenFeedRow } from './openfeed.sql';

/** The room types the feed counts, with the unit names it gives them. */
const UNIT: Record<string, { name: string; description: string }> = {
  room: { name: 'bed', description: 'Sängar i rum för alla' },
  'woman-only': { name: 'bed (women only)', description: 'Sängar i rum endast för kvinnor' },
};

export function openFeedEntry(row: OpenFeedRow, updated: string) {
  const capacities = (typeof row.capacities === 'string' ? (JSON.parse(row.capacities) as [string, number, number][]) : row.capacities).map(
    ([type, available, maximum]) => ({
      id: `noq-shelter-${row.id}-${type}`,
      unit: { name: UNIT[type]?.name ?? type, identifier: type, scheme: 'noq-room-type' },
      available,
      maximum,
      description: UNIT[type]?.description ?? type,
      updated,
    }),
  );
  return {
    id: `noq-shelter-${row.id}`,
    name: row.name,
    status: 'active',
    criteria: row.criteria,
    capacities,
    phones: row.phone ? [{ number: row.phone }] : [],
    schedules:
      row.check_in_from || row.check_in_until
        ? [{ opens_at: row.check_in_from, closes_at: row.check_in_until, description: 'Incheckning', freq: 'DAILY' }]
        : [],
    location: {
      id: `noq-location-${row.id}`,
      name: row.name,
      location_type: 'physical',
      latitude: row.latitude,
      longitude: row.longitude,
      addresses: [
        {
          address_1: row.street,
          city: row.city,
          postal_code: row.postcode,
          region: row.region,
          country: 'SE',
          address_type: 'physical',
        },
      ],
    },
  };
}

export type OpenFeedEntry = ReturnType<typeof openFeedEntry>;

export interface OpenFeed {
  /** When the numbers were read (ISO-8601). */
  generated_at: string;
  /** Tonight, in Stockholm. */
  night: string;
  services: OpenFeedEntry[];
}
