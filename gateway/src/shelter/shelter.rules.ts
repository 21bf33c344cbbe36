/**
 * The shelter feature's input rules and limits (issue 31 §1): a shelter's facts as staff send
 * them (the admin's and the host's editors share the rules), and the sizes of the lists.
 */
import { MESSAGES } from '../platform/messages';
import { type Actor, hasGroup } from '../domain/actor';
import {
  HOUSE_RULES_LANGUAGES,
  type HouseRulesLanguage,
  type HouseRulesTranslation,
  isShelterCriterion,
  MAX_HOUSE_RULES,
  MAX_PHONE,
  PHONE_DIGITS,
  PHONE_SHAPE,
  SHELTER_CRITERIA,
  TIME_OF_DAY,
} from '../domain/shelter-facts';
import { ShelterFacts } from './shelter.view';
import { bad, text } from '../platform/validate';

/** The facts as staff send them: a key left out stays as it is, null clears it. */
export interface ShelterFactsInput {
  phone?: unknown;
  checkInFrom?: unknown;
  checkInUntil?: unknown;
  houseRules?: unknown;
  houseRulesTranslations?: unknown;
  criteria?: unknown;
  latitude?: unknown;
  longitude?: unknown;
  releaseNoShows?: unknown;
}

export const absent = (v: unknown) => v === undefined;

export const blank = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');

export function optionalText(v: unknown, label: string): string | null {
  if (blank(v)) return null;
  if (typeof v !== 'string') throw bad(MESSAGES.BAD_USER_INPUT.invalidValue(label));
  return v.trim();
}

export function coordinate(v: unknown, min: number, max: number, message: string): number | null {
  if (v === null) return null;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max) throw bad(message);
  return v;
}

/**
 * House rules in other languages (issue 33 §6): a list of { language, text }, each language one of
 * HOUSE_RULES_LANGUAGES at most once (Swedish is `houseRules` itself), each text at most
 * MAX_HOUSE_RULES characters; an empty text leaves that language out; null: none.
 */
function checkTranslations(given: unknown): HouseRulesTranslation[] {
  const label = 'Husregler på andra språk';
  if (given === null) return [];
  if (!Array.isArray(given)) throw bad(MESSAGES.BAD_USER_INPUT.invalidValue(label));
  const seen = new Set<string>();
  const out: HouseRulesTranslation[] = [];
  for (const item of given as unknown[]) {
    const { language, text: value } = (item ?? {}) as { language?: unknown; text?: unknown };
    if (!(HOUSE_RULES_LANGUAGES as readonly unknown[]).includes(language) || seen.has(language as string)) {
      throw bad(MESSAGES.BAD_USER_INPUT.invalidValue(label));
    }
    seen.add(language as string);
    const rules = optionalText(value, label) ?? '';
    if (rules.length > MAX_HOUSE_RULES) throw bad(MESSAGES.BAD_USER_INPUT.fieldTooLong(label, MAX_HOUSE_RULES));
    if (rules !== '') out.push({ language: language as HouseRulesLanguage, text: rules });
  }
  return HOUSE_RULES_LANGUAGES.flatMap((l) => out.filter((t) => t.language === l));
}

/**
 * Checks the facts given (issue 18 §6) and returns them cleaned, only the keys given: phone
 * (digits, spaces, '-', '(', ')', a leading '+'; 5–15 digits), the check-in window (each "HH:MM",
 * 00:00–23:59; either may be left empty; the latest check-in may be after midnight), house rules (at
 * most 2,000 characters), criteria (known, each once; stored in SHELTER_CRITERIA's order), and the
 * coordinates (given together: both numbers in range, or both null). Errors: BAD_USER_INPUT with
 * the field's Swedish text.
 */
export function checkShelterFacts(input: ShelterFactsInput): Partial<ShelterFacts> {
  const out: Partial<ShelterFacts> = {};
  if (!absent(input.phone)) {
    const phone = optionalText(input.phone, 'Telefon');
    if (phone !== null) {
      const digits = phone.replace(/[^0-9]/g, '').length;
      if (phone.length > MAX_PHONE || !PHONE_SHAPE.test(phone) || digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max) {
        throw bad(MESSAGES.BAD_USER_INPUT.phone(PHONE_DIGITS.min, PHONE_DIGITS.max));
      }
    }
    out.phone = phone;
  }
  for (const [key, label] of [
    ['checkInFrom', 'Incheckning från'],
    ['checkInUntil', 'Senaste incheckning'],
  ] as const) {
    if (absent(input[key])) continue;
    const time = optionalText(input[key], label);
    if (time !== null && !TIME_OF_DAY.test(time)) throw bad(MESSAGES.BAD_USER_INPUT.timeOfDay(label));
    out[key] = time;
  }
  if (!absent(input.houseRules)) {
    const rules = optionalText(input.houseRules, 'Husregler') ?? '';
    if (rules.length > MAX_HOUSE_RULES) throw bad(MESSAGES.BAD_USER_INPUT.fieldTooLong('Husregler', MAX_HOUSE_RULES));
    out.houseRules = rules;
  }
  if (!absent(input.houseRulesTranslations)) out.houseRulesTranslations = checkTranslations(input.houseRulesTranslations);
  if (!absent(input.criteria)) {
    const given = input.criteria ?? [];
    if (!Array.isArray(given)) throw bad(MESSAGES.BAD_USER_INPUT.invalidValue('Kriterier'));
    if (!given.every(isShelterCriterion)) throw bad(MESSAGES.BAD_USER_INPUT.unknownCriterion);
    if (new Set(given).size !== given.length) throw bad(MESSAGES.BAD_USER_INPUT.criterionRepeated);
    out.criteria = SHELTER_CRITERIA.filter((c) => given.includes(c));
  }
  if (!absent(input.latitude) || !absent(input.longitude)) {
    const latitude = absent(input.latitude) ? undefined : coordinate(input.latitude, -90, 90, MESSAGES.BAD_USER_INPUT.latitude);
    const longitude = absent(input.longitude) ? undefined : coordinate(input.longitude, -180, 180, MESSAGES.BAD_USER_INPUT.longitude);
    if (latitude === undefined || longitude === undefined || (latitude === null) !== (longitude === null)) {
      throw bad(MESSAGES.BAD_USER_INPUT.coordinatesTogether);
    }
    out.latitude = latitude;
    out.longitude = longitude;
  }
  // null is "unchanged" too: the setting has no empty value.
  if (!absent(input.releaseNoShows) && input.releaseNoShows !== null) {
    if (typeof input.releaseNoShows !== 'boolean') throw bad(MESSAGES.BAD_USER_INPUT.invalidValue('Släpp uteblivna bokningar'));
    out.releaseNoShows = input.releaseNoShows;
  }
  return out;
}

export const MAX_AVAILABILITY_DAYS = 31;

/** sheltersWithPlace: how many shelters by default, and at most. */
export const DEFAULT_ALTERNATIVES = 3;

export const MAX_ALTERNATIVES = 10;

/** The guest's shelter list (shelterPage): shelters per page by default, and at most; the longest search. */
export const DEFAULT_SHELTER_PAGE = 20;

export const MAX_SHELTER_PAGE = 100;

export const MAX_SHELTER_SEARCH = 100;

export interface ShelterAddress {
  street: string;
  postcode: string;
  city: string;
}

/**
 * The address rules (the admin's and the host's): street at most 200 characters, postcode five
 * digits (spaces are dropped) or empty, city at most 100 characters. Only the keys given (with
 * `all`, every key: a missing one is empty). Errors: BAD_USER_INPUT with the field's Swedish text.
 */
export function checkShelterAddress(input: ShelterAddressInput, all = false): Partial<ShelterAddress> {
  const out: Partial<ShelterAddress> = {};
  if (all || input.street !== undefined) out.street = text(input.street, 'Gatuadress', { max: MAX_STREET });
  if (all || input.postcode !== undefined) {
    const postcode = text(input.postcode, 'Postnummer', { max: MAX_POSTCODE }).replace(/\s+/g, '');
    if (postcode !== '' && !/^[0-9]{5}$/.test(postcode)) throw bad(MESSAGES.BAD_USER_INPUT.postcode);
    out.postcode = postcode;
  }
  if (all || input.city !== undefined) out.city = text(input.city, 'Ort', { max: MAX_CITY });
  return out;
}

export const MAX_STREET = 200;

export const MAX_POSTCODE = 10;

export const MAX_CITY = 100;

export interface ShelterAddressInput {
  street?: unknown;
  postcode?: unknown;
  city?: unknown;
}

export type ShelterProfileInput = ShelterAddressInput & ShelterFactsInput;

/**
 * Does this person book only for themself (a guest, not a volunteer)? Then a woman-only room is
 * theirs only with gender K (DESIGN §4): the alternatives and the free-bed counts (issue 33 §7)
 * leave it out otherwise.
 */
export const booksForSelfOnly = (actor: Actor): boolean => hasGroup(actor, 'user') && !hasGroup(actor, 'volunteer');
