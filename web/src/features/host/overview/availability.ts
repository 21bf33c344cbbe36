import type { ProductType } from '../../../gql/graphql';
import { isBookable } from '../../../lib/product-types';

/** A cell's colour in the 7-day table (SPEC §2, §9). */
export type AvailabilityLevel = 'green' | 'yellow' | 'red' | 'none';

/** SPEC §9's thresholds on the free ratio (places left / total places). */
export const GREEN_FROM = 0.75;
export const YELLOW_FROM = 0.1;

/**
 * Green when at least 75 % of the places are free, yellow from 10 %, red below; 'none' (grey '-')
 * without data: no entry for the night, or a room without places (no ratio to speak of).
 */
export function availabilityLevel(placesLeft: number | null | undefined, totalPlaces: number): AvailabilityLevel {
  if (placesLeft === null || placesLeft === undefined || !(totalPlaces > 0)) return 'none';
  const ratio = placesLeft / totalPlaces;
  if (ratio >= GREEN_FROM) return 'green';
  if (ratio >= YELLOW_FROM) return 'yellow';
  return 'red';
}

export interface AvailabilityInput {
  product: { id: string; name: string; type: ProductType; totalPlaces: number };
  nights: readonly { date: string; placesLeft: number }[];
}

export interface WeekCell {
  date: string;
  placesLeft: number | null;
  level: AvailabilityLevel;
}

export interface WeekTable {
  /** At most `maxDays` nights (SPEC §9: the table shows at most 7 dates), in date order. */
  dates: string[];
  rows: { product: AvailabilityInput['product']; cells: WeekCell[] }[];
}

/**
 * Rows per room (bookable products only: services have no bookings), one column per night that
 * any room reports; a room without an entry for a night gets a grey '-' cell.
 */
export function weekTable(items: readonly AvailabilityInput[], maxDays = 7): WeekTable {
  const rooms = items.filter((i) => isBookable(i.product.type));
  const dates = [...new Set(rooms.flatMap((r) => r.nights.map((n) => n.date)))].sort().slice(0, maxDays);
  return {
    dates,
    rows: rooms.map((r) => {
      const byDate = new Map(r.nights.map((n) => [n.date, n.placesLeft]));
      return {
        product: r.product,
        cells: dates.map((date) => {
          const placesLeft = byDate.get(date) ?? null;
          return { date, placesLeft, level: availabilityLevel(placesLeft, r.product.totalPlaces) };
        }),
      };
    }),
  };
}
