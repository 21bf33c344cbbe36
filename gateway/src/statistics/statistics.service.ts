/**
 * Beläggning och avvisningar (issue 37): how full the shelters were and how many people asked and
 * got no bed, per night, shelter and region, for caseworkers (their shelters) and admins (all, or a
 * region). GraphQL, REST and the CSV export call `occupancy`, so they show the same numbers.
 */
import type { DataSource } from 'typeorm';
import type { Actor } from '../domain/actor';
import type { Clock } from '../platform/clock';
import { AppError } from '../platform/errors';
import { requireGroup } from '../platform/gate';
import { MESSAGES, NOTICES } from '../platform/messages';
import { periodRanges } from './statistics.rules';
import { OCCUPANCY_SQL, type OccupancySqlRow } from './statistics.sql';
import { toOccupancyReport, type OccupancyReport } from './statistics.view';
import { OccupancyQuery } from './statistics.view';

/** An optional id filter: null when left out, else a positive id or BAD_USER_INPUT with `message`. */
function idFilter(value: unknown, message: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const s = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  if (/^[1-9][0-9]{0,9}$/.test(s) && Number(s) <= 2_147_483_647) return Number(s);
  throw new AppError('BAD_USER_INPUT', message);
}

const json = <T>(raw: T | string): T => (typeof raw === 'string' ? (JSON.parse(raw) as T) : raw);

export class StatisticsService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * The occupancy report: admins see every shelter (or one region's), caseworkers their assigned
   * shelters (`as` chooses for a person in both groups). One statement. Errors: UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT (period, dates, ids).
   */
  async occupancy(actorOrNull: Actor | null, q: OccupancyQuery, as?: 'caseworker' | 'admin'): Promise<OccupancyReport> {
    const actor = as ? requireGroup(actorOrNull, as) : requireGroup(actorOrNull, 'caseworker', 'admin');
    const ranges = periodRanges(q.period, q.date, q.start, q.end);
    const regionId = idFilter(q.regionId, MESSAGES.BAD_USER_INPUT.reportRegionId);
    const shelterId = idFilter(q.shelterId, MESSAGES.BAD_USER_INPUT.reportShelterId);
    // A REST path names the group it answers for; GraphQL gives an admin (who may also be a caseworker) everything.
    const scope = (as ?? (actor.groups.includes('admin') ? 'admin' : 'caseworker')) === 'admin' ? null : actor.assignedShelterIds;
    const head = {
      period: ranges.period,
      start: ranges.current.start,
      end: ranges.current.end,
      previousStart: ranges.previous.start,
      previousEnd: ranges.previous.end,
    };
    if (scope !== null && scope.length === 0) return toOccupancyReport(head, [], []);
    const [found] = (await this.ds.query(OCCUPANCY_SQL, [
      scope,
      ranges.current.start,
      ranges.current.end,
      ranges.previous.start,
      ranges.previous.end,
      this.clock.today(),
      // Declined as a no-show: held but not used. Declined from the queue because the room went: not "full".
      NOTICES.noShow,
      regionId,
      shelterId,
      NOTICES.roomGone,
    ])) as { figures: OccupancySqlRow[] | string; shelters: [number, string, number, string][] | string }[];
    return toOccupancyReport(head, found ? json(found.figures) : [], found ? json(found.shelters) : []);
  }
}

declare module '../platform/services' {
  interface Services {
    statistics: StatisticsService;
  }
}
