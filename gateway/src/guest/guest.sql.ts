/**
 * The guest feature's SQL (issue 31 §1): a guest's full record as caseworkers and admins read it,
 * and its mapper to the view.
 */
import type { GuestRecord } from './guest.view';

/** A guest's full record as SQL reads it (GUEST_RECORD_SQL); caseworkers' and admins' views share it. */
export interface GuestRecordRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  gender: 'K' | 'M' | null;
  street: string;
  postcode: string;
  city: string;
  country: string;
  phone: string;
  unokod: string;
  day_of_birth: string | null;
  personnr_lastnr: string;
  requirements: string;
  last_edit: Date;
  flag: boolean;
  region_id: number | null;
  region_name: string | null;
}

/** The full guest record (SPEC §3 fields): callers add their scope in WHERE. */
export const GUEST_RECORD_SQL = `
  SELECT u.id, u.first_name, u.last_name, u.email, g.gender, g.street, g.postcode, g.city, g.country, g.phone,
         g.unokod, g.day_of_birth, g.personnr_lastnr, g.requirements, g.last_edit, g.flag,
         r.id AS region_id, r.name AS region_name
    FROM app_user u
    JOIN guest_profile g ON g.user_id = u.id
    LEFT JOIN region r ON r.id = g.region_id`;

export const toGuestRecord = (r: GuestRecordRow): GuestRecord => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  gender: r.gender,
  street: r.street,
  postcode: r.postcode,
  city: r.city,
  country: r.country,
  phone: r.phone,
  email: r.email,
  unokod: r.unokod,
  dayOfBirth: r.day_of_birth,
  personnrLastnr: r.personnr_lastnr,
  requirements: r.requirements,
  lastEdit: r.last_edit,
  flag: r.flag,
  region: r.region_id === null ? null : { id: r.region_id, name: r.region_name ?? '' },
});
