/**
 * The volunteer room finder's choices (SPEC §5). Which rooms have a place on EVERY night of the stay
 * (issue 6) is decided by the server since issue 22 (volunteerAvailabilityPage, onlyWithPlaces):
 * what is left here is pure, so it is tested without a server: the range the server is asked for,
 * and the 'Välj Region' and 'Välj Värd' options.
 */
import { addDays } from 'date-fns';
import { fromLocalDate, toLocalDate } from '../../lib/dates';
import { bySwedishName } from '../../lib/swedish-order';

/**
 * The range the server is asked for: the stay's nights, and always at least one night (the
 * server refuses an end that is not after the start; the booking then reports 'Fel med Datum').
 */
export function queryRange(start: string, end: string | null): { start: string; end: string } {
  const oneNight = toLocalDate(addDays(fromLocalDate(start), 1));
  return { start, end: end && end > start ? end : oneNight };
}

export interface HostOption {
  id: string;
  name: string;
  region: { id: string; name: string };
}

/** The 'Välj Region' options: every region that has a shelter, once, by name. */
export function regionOptions(hosts: readonly HostOption[]): { id: string; name: string }[] {
  const byId = new Map<string, { id: string; name: string }>();
  for (const h of hosts) if (!byId.has(h.region.id)) byId.set(h.region.id, { id: h.region.id, name: h.region.name });
  return bySwedishName(byId.values());
}

/** The 'Välj Värd' options: every host once (by id), by name; only the region's when one is chosen. */
export function hostOptions(hosts: readonly HostOption[], regionId: string | null): { id: string; name: string }[] {
  const byId = new Map<string, { id: string; name: string }>();
  for (const h of hosts) if ((!regionId || h.region.id === regionId) && !byId.has(h.id)) byId.set(h.id, { id: h.id, name: h.name });
  return bySwedishName(byId.values());
}
