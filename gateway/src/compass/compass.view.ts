/** What Kompassen answers (issue 35 §2): a resource as its reader sees it, with "open now" worked out. */
import type { OpeningException, TimeRange, ResourceAudience, ResourceKind, WeeklyOpening } from '../domain/compass';
import type { CompassTextTranslation } from './compass.rules';

export interface CompassResourceView {
  id: number;
  name: string;
  kind: ResourceKind;
  audiences: ResourceAudience[];
  street: string;
  postcode: string;
  city: string;
  /** OpenStreetMap: the coordinates when known, else a search for the address; null without either. */
  mapUrl: string | null;
  phone: string | null;
  weeklyHours: WeeklyOpening[];
  exceptions: OpeningException[];
  description: string;
  descriptionTranslations: CompassTextTranslation[];
  region: { id: number; name: string };
  shelter: { id: number; name: string } | null;
  latitude: number | null;
  longitude: number | null;
  /** Open now, closes at, opens next, today's hours: Stockholm's wall clock at the time of the answer. */
  status: CompassStatusView;
  /** From the reader's position, when they gave one and the resource has coordinates. */
  distanceKm: number | null;
  /** Whether the reader may change or delete it (an admin; host staff of its shelter). */
  mayEdit: boolean;
  updatedAt: Date;
}

/** The reader's filters. */
export interface CompassQuery {
  kind?: unknown;
  openNow?: unknown;
  latitude?: unknown;
  longitude?: unknown;
  regionId?: unknown;
}

/** "Open now" as answered (domain/compass.ts openStatus, its next opening in two fields). */
export interface CompassStatusView {
  openNow: boolean;
  closesAt: string | null;
  opensNextDate: string | null;
  opensNextTime: string | null;
  todayHours: TimeRange[];
}
