/** Kompassen's SQL: the one SELECT of a resource with its region and shelter, and its row. */
import type { OpeningException, ResourceAudience, ResourceKind, WeeklyOpening } from '../domain/compass';
import type { CompassTextTranslation } from './compass.rules';

export interface ResourceRow {
  id: number;
  name: string;
  kind: ResourceKind;
  audiences: ResourceAudience[];
  street: string;
  postcode: string;
  city: string;
  phone: string | null;
  weekly_hours: WeeklyOpening[];
  exceptions: OpeningException[];
  description: string;
  description_translations: Record<string, string>;
  region_id: number;
  region_name: string;
  shelter_id: number | null;
  shelter_name: string | null;
  latitude: number | null;
  longitude: number | null;
  updated_at: Date;
}

export const RESOURCE_SQL = `
  SELECT r.id, r.name, r.kind, r.audiences, r.street, r.postcode, r.city, r.phone, r.weekly_hours, r.exceptions,
         r.description, r.description_translations, r.region_id, rg.name AS region_name, r.shelter_id, s.name AS shelter_name,
         r.latitude, r.longitude, r.updated_at
    FROM compass_resource r
    JOIN region rg ON rg.id = r.region_id
    LEFT JOIN shelter s ON s.id = r.shelter_id`;

/** The stored translations object ({ "en": "…" }) as the list the API answers, in the languages' order. */
export function translationsOf(stored: Record<string, string> | null, order: readonly string[]): CompassTextTranslation[] {
  const o = stored ?? {};
  return order.filter((l) => typeof o[l] === 'string' && o[l] !== '').map((l) => ({ language: l, text: o[l] }) as CompassTextTranslation);
}
