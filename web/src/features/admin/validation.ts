/**
 * The admin forms' checks, before anything is sent (the server checks the same again and its
 * Swedish message is shown when it refuses). Each returns field → error text; empty when valid.
 */
import { MAX_HOUSE_RULES, parseCoordinate, type ProfileFields, shelterProfileErrors, validPhone } from '../../lib/shelter-profile';
import type { Group } from '../../gql/graphql';
import { sv } from '../../i18n/sv-admin';

const e = sv.admin.errors;
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The groups an admin gives accounts (guests get theirs through the guest flows). */
export const STAFF_GROUPS = ['host', 'caseworker', 'volunteer', 'admin'] as const satisfies readonly Group[];
export type StaffGroup = (typeof STAFF_GROUPS)[number];

/** The admin's shelter form: name, region and image, and the profile (the editor shared with the host). */
export interface ShelterFields extends ProfileFields {
  name: string;
  regionId: string;
  image: string;
}

export { MAX_HOUSE_RULES, parseCoordinate, validPhone };

export function validateShelter(v: ShelterFields): FieldErrors<keyof ShelterFields> {
  const errors: FieldErrors<keyof ShelterFields> = {};
  if (v.name.trim() === '') errors.name = e.required;
  else if (v.name.trim().length > 200) errors.name = e.tooLong(200);
  if (v.regionId === '') errors.regionId = e.region;
  Object.assign(errors, shelterProfileErrors(v, { ...e, together: e.coordinatesTogether }));
  return errors;
}

export interface AccountFields {
  email: string;
  firstName: string;
  lastName: string;
  groups: StaffGroup[];
  shelterId: string;
  /** Only when creating (null when editing); ignored when `invite`. */
  password: string | null;
  /** Creating with e-mail configured: send an invitation instead of an initial password (issue 20 §6). */
  invite?: boolean;
}

export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateAccount(v: AccountFields): FieldErrors<keyof AccountFields> {
  const errors: FieldErrors<keyof AccountFields> = {};
  if (!EMAIL_SHAPE.test(v.email.trim())) errors.email = e.email;
  if (v.firstName.trim() === '') errors.firstName = e.required;
  if (v.lastName.trim() === '') errors.lastName = e.required;
  if (v.groups.length === 0 && v.password !== null) errors.groups = e.groups;
  if (v.groups.includes('host') && v.shelterId === '') errors.shelterId = e.shelterForHost;
  if (v.password !== null && !v.invite && v.password.length < 8) errors.password = e.password;
  return errors;
}

export interface GuestFields {
  firstName: string;
  lastName: string;
  gender: '' | 'K' | 'M';
  street: string;
  postcode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  unokod: string;
  dayOfBirth: string;
  personnrLastnr: string;
  requirements: string;
  flag: boolean;
  regionId: string;
}

export function validateGuest(v: GuestFields): FieldErrors<keyof GuestFields> {
  const errors: FieldErrors<keyof GuestFields> = {};
  if (v.firstName.trim() === '') errors.firstName = e.required;
  if (v.lastName.trim() === '') errors.lastName = e.required;
  if (!/^[0-9]{4}$/.test(v.unokod.trim())) errors.unokod = e.uno;
  if (v.personnrLastnr.trim() !== '' && !/^[0-9]{4}$/.test(v.personnrLastnr.trim())) errors.personnrLastnr = e.personnr;
  if (v.dayOfBirth.trim() !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(v.dayOfBirth.trim())) errors.dayOfBirth = e.date;
  if (v.email.trim() !== '' && !EMAIL_SHAPE.test(v.email.trim())) errors.email = e.email;
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

export const MAX_PLACES = 1000;

export interface RoomFields {
  name: string;
  places: string;
}

/** Mina Rum's rules, checked here too so the admin hears of a mistake before sending. */
export function validateRoom(v: RoomFields): FieldErrors<keyof RoomFields> {
  const errors: FieldErrors<keyof RoomFields> = {};
  if (v.name.trim() === '') errors.name = e.required;
  else if (v.name.trim().length > 200) errors.name = e.tooLong(200);
  const n = Number(v.places.trim());
  if (v.places.trim() === '' || !Number.isInteger(n) || n < 0 || n > MAX_PLACES) errors.places = e.places;
  return errors;
}
