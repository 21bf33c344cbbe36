import { registerEnumType } from 'type-graphql';
import { GROUPS } from '../../domain/roles';
import { BOOKING_ACTIONS, BOOKING_STATUSES } from '../../domain/booking-status';
import { PRODUCT_TYPES } from '../../domain/product-type';
import { SHELTER_CRITERIA, type ShelterCriterion } from '../../domain/shelter-facts';
import { GENDERS, LANGUAGES, type Gender, type Language } from '../../domain/person';
import { DEFAULT_MESSAGE, ERROR_CODES, HTTP_STATUS } from '../errors';

/** GraphQL enum names cannot hold '-': 'woman-only' is WOMAN_ONLY's value `woman_only` on the wire. */
function enumOf<T extends string>(values: readonly T[]): Record<string, T> {
  return Object.fromEntries(values.map((v) => [v.replace(/-/g, '_'), v]));
}

export const GroupEnum = enumOf(GROUPS);
export const BookingStatusEnum = enumOf(BOOKING_STATUSES);
export const BookingActionEnum = enumOf(BOOKING_ACTIONS);
export const ProductTypeEnum = enumOf(PRODUCT_TYPES);
export const ErrorCodeEnum = enumOf(ERROR_CODES);
export const ShelterCriterionEnum = enumOf(SHELTER_CRITERIA);
export const GenderEnum = enumOf(GENDERS);
export const LanguageEnum = enumOf(LANGUAGES);

registerEnumType(GroupEnum, {
  name: 'Group',
  description: "A person's group. The first of a person's groups chooses their home page and menu.",
  valuesConfig: {
    user: { description: 'A guest: books beds for themself.' },
    host: { description: 'Shelter staff: assigns or declines requests, checks guests in and out, manages rooms.' },
    caseworker: { description: 'Handläggare: recommends or advises against requests at assigned shelters; reads the nights report.' },
    volunteer: { description: 'Finds free beds, creates guest accounts and books for guests.' },
    admin: { description: 'Manages shelters, rooms, accounts and assignments; takes no booking decisions.' },
  },
});
registerEnumType(BookingStatusEnum, {
  name: 'BookingStatus',
  description: 'Where a booking is in its life (Swedish labels in parentheses).',
  valuesConfig: {
    pending: { description: 'Avvaktar: requested, holds a place, awaits the host.' },
    in_queue: { description: 'I kö: requested while a night was full; promoted to pending when a place frees.' },
    accepted: { description: 'Rekommenderad: a caseworker recommends it; holds a place.' },
    advised_against: { description: 'Ej rekommenderad: a caseworker advises against it; holds a place until the host decides.' },
    reserved: { description: 'Tilldelad: the host assigned the place; the guest may confirm.' },
    confirmed: { description: 'Bekräftad: confirmed by the guest (or by the volunteer who booked).' },
    checked_in: { description: 'Incheckad: the guest is staying.' },
    completed: { description: 'Utcheckad: the stay is over.' },
    declined: { description: 'Nekad: the host declined; no place held.' },
    cancelled: { description: 'Avbokad: cancelled by the guest or their volunteer; no place held.' },
  },
});
registerEnumType(BookingActionEnum, {
  name: 'BookingAction',
  description: 'An action of the booking state machine. `Booking.allowedActions` lists those the current person may take.',
  valuesConfig: {
    recommend: { description: 'Tillråda (caseworker): pending → accepted.' },
    advise_against: { description: 'Avråda (caseworker): pending → advised_against.' },
    caseworker_undo: { description: 'Caseworker undo: accepted/advised_against → pending.' },
    assign: { description: 'Tilldela (host): pending/accepted/advised_against → reserved.' },
    decline: { description: 'Neka (host): any open status → declined; frees the place.' },
    host_undo: { description: 'Host undo: reserved/declined → pending (re-checks capacity).' },
    confirm: { description: 'Bekräfta (guest): reserved → confirmed.' },
    volunteer_confirm: { description: 'Volunteer confirm: pending → confirmed, for bookings the volunteer requested.' },
    cancel: { description: 'Avboka (guest, or the volunteer who requested): → cancelled; frees the place.' },
    check_in: { description: 'Incheckning (host): reserved/confirmed → checked_in, during the stay.' },
    check_out: { description: 'Utcheckning (host): checked_in → completed; an early departure frees the remaining nights.' },
    extend: { description: 'Förläng (host): a later check-out date for a checked-in guest, when places allow.' },
    promote: { description: 'System only: in_queue → pending when a place frees on every night.' },
  },
});
registerEnumType(ProductTypeEnum, {
  name: 'ProductType',
  description: 'What a shelter offers. Only room and woman_only are bookable; the rest are listed services.',
  valuesConfig: {
    room: { description: 'A room with beds.' },
    woman_only: { description: 'A room for women only (REST: "woman-only").' },
    hygieneproducts: { description: 'Hygiene products.' },
    breakfast: { description: 'Breakfast.' },
    dinner: { description: 'Dinner.' },
    storage: { description: 'Storage for belongings.' },
    washingmachine: { description: 'Washing machine.' },
    shower: { description: 'Shower.' },
  },
});
registerEnumType(ErrorCodeEnum, {
  name: 'ErrorCode',
  description:
    "The error catalogue (platform/errors.ts): a GraphQL error's `extensions.code`, and REST's `code`. Each value says its REST status and default text.",
  valuesConfig: Object.fromEntries(ERROR_CODES.map((c) => [c, { description: `HTTP ${HTTP_STATUS[c]}. ${DEFAULT_MESSAGE[c]}` }])),
});
registerEnumType(ShelterCriterionEnum, {
  name: 'ShelterCriterion',
  description: "A shelter's criterion: who it receives and what it allows (the Swedish label first, as the web shows it).",
  valuesConfig: {
    women_only: { description: 'Endast kvinnor: receives women only.' },
    drug_tolerant: { description: 'Drogtolerant: receives guests who use alcohol or drugs.' },
    accessible: { description: 'Tillgänglighetsanpassat: accessible with a wheelchair or walker.' },
    pets_allowed: { description: 'Husdjur tillåtna: guests may bring their pets.' },
    requires_decision: { description: "Kräver biståndsbeslut: a place needs the social services' decision (biståndsbeslut)." },
  } satisfies Record<ShelterCriterion, { description: string }>,
});
registerEnumType(GenderEnum, {
  name: 'Gender',
  description: "A guest's gender as the guest record holds it.",
  valuesConfig: {
    K: { description: 'Kvinna (woman).' },
    M: { description: 'Man.' },
  } satisfies Record<Gender, { description: string }>,
});
registerEnumType(LanguageEnum, {
  name: 'Language',
  description: 'A language the web speaks to guests in (issue 18 §8); Swedish is the default.',
  valuesConfig: {
    sv: { description: 'Svenska (Swedish), the default.' },
    en: { description: 'English.' },
    pl: { description: 'Polski (Polish).' },
    ro: { description: 'Română (Romanian).' },
    ar: { description: 'العربية (Arabic), written right to left.' },
  } satisfies Record<Language, { description: string }>,
});
