/**
 * The occupancy statistics on REST (issue 37): snake_case (DESIGN §11), and every count of people
 * from 1 to 4 written "<5": the REST paths are for integrators, whose copies leave noQ.
 */
import { suppress, SUPPRESSED } from './statistics.rules';
import type { OccupancyFigures, OccupancyNight, OccupancyReport } from './statistics.view';

type Count = number | typeof SUPPRESSED;

export function figuresWire(f: OccupancyFigures) {
  return {
    beds_offered: f.bedsOffered,
    women_only_beds_offered: f.womenOnlyBedsOffered,
    beds_used: suppress(f.bedsUsed) as Count,
    women_only_beds_used: suppress(f.womenOnlyBedsUsed) as Count,
    held_not_used: suppress(f.heldNotUsed) as Count,
    requests: suppress(f.requests) as Count,
    turned_away: suppress(f.turnedAway) as Count,
    turned_away_full: suppress(f.turnedAwayFull) as Count,
    turned_away_queued: suppress(f.turnedAwayQueued) as Count,
    turned_away_declined: suppress(f.turnedAwayDeclined) as Count,
    guests: suppress(f.guests) as Count,
  };
}

const nightWire = (n: OccupancyNight) => ({ night: n.night, ...figuresWire(n) });
const maybe = (f: OccupancyFigures | null) => (f ? figuresWire(f) : null);

export function occupancyWire(r: OccupancyReport) {
  return {
    period: r.period,
    start: r.start,
    end: r.end,
    previous_start: r.previousStart,
    previous_end: r.previousEnd,
    has_previous: r.hasPrevious,
    totals: figuresWire(r.totals),
    previous: maybe(r.previous),
    nights: r.nights.map(nightWire),
    regions: r.regions.map((g) => ({
      region: g.region,
      totals: figuresWire(g.totals),
      previous: maybe(g.previous),
      nights: g.nights.map(nightWire),
    })),
    shelters: r.shelters.map((s) => ({
      shelter: s.shelter,
      region: s.region,
      totals: figuresWire(s.totals),
      previous: maybe(s.previous),
      nights: s.nights.map(nightWire),
    })),
  };
}
