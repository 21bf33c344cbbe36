/**
 * The volunteer room finder's filter (SPEC §5), checked on EVERY night of the stay, not only the
 * first (issue 6): a product stays when it has places_left > 0 on each night start <= night < end,
 * a night without an entry counting as total_places; the host filter matches the host id; hosts
 * left without products are dropped. Pure, so the rules are tested without a server.
 */
import { addDays } from 'date-fns';
import { fromLocalDate, toLocalDate } from '../../lib/dates';

export interface NightEntry {
  date: string;
  placesLeft: number;
}

export interface AvailabilityProductInput {
  product: { id: string; name: string; description: string; type: string; totalPlaces: number };
  availability: readonly NightEntry[];
}

export interface AvailabilityHostInput {
  host: { id: string; name: string; criteria?: readonly string[] };
  products: readonly AvailabilityProductInput[];
}

export interface RoomFilter {
  /** First night (yyyy-MM-dd). */
  start: string;
  /** Check-out date, the morning after the last night; when not after `start`, one night. */
  end: string | null;
  /** Only this host's rooms; null or '' for 'Alla Värdar'. */
  hostId: string | null;
  /** Only shelters with every one of these criteria (issue 19 §5); none or empty: any shelter. */
  criteria?: readonly string[];
}

/** The nights of a stay: start <= night < end, and at least the first night. */
export function stayNights(start: string, end: string | null): string[] {
  const nights = [start];
  if (!end) return nights;
  for (let d = addDays(fromLocalDate(start), 1); toLocalDate(d) < end; d = addDays(d, 1)) nights.push(toLocalDate(d));
  return nights;
}

/** Places left on one night: the entry for that date, else the room's total places. */
export function placesOn(p: AvailabilityProductInput, night: string): number {
  const entry = p.availability.find((a) => a.date === night);
  return entry ? entry.placesLeft : p.product.totalPlaces;
}

/** The fewest places left on any night of the stay (what 'Tillgängliga Platser:' shows). */
export const placesForStay = (p: AvailabilityProductInput, nights: readonly string[]): number =>
  Math.min(...nights.map((n) => placesOn(p, n)));

export interface FilteredHost<H extends AvailabilityHostInput> {
  host: H['host'];
  /** The rooms kept, each with its fewest places left over the stay. */
  products: { item: H['products'][number]; placesLeft: number }[];
}

export function filterRooms<H extends AvailabilityHostInput>(hosts: readonly H[], filter: RoomFilter): FilteredHost<H>[] {
  const nights = stayNights(filter.start, filter.end);
  return hosts
    .filter((h) => !filter.hostId || h.host.id === filter.hostId)
    .filter((h) => (filter.criteria ?? []).every((c) => h.host.criteria?.includes(c)))
    .map((h) => ({
      host: h.host,
      products: h.products.map((item) => ({ item, placesLeft: placesForStay(item, nights) })).filter((p) => p.placesLeft > 0),
    }))
    .filter((h) => h.products.length > 0);
}

/** The 'Välj Värd' options: every host once (by id), by name. */
export function distinctHosts<H extends { host: { id: string; name: string } }>(hosts: readonly H[]): H['host'][] {
  const byId = new Map<string, H['host']>();
  for (const h of hosts) if (!byId.has(h.host.id)) byId.set(h.host.id, h.host);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'sv'));
}

/**
 * The range the server is asked for: the stay's nights, and always at least one night (the
 * server refuses an end that is not after the start; the booking then reports 'Fel med Datum').
 */
export function queryRange(start: string, end: string | null): { start: string; end: string } {
  const oneNight = toLocalDate(addDays(fromLocalDate(start), 1));
  return { start, end: end && end > start ? end : oneNight };
}
