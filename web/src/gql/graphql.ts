/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An action of the booking state machine. `Booking.allowedActions` lists those the current person may take. */
export type BookingAction =
  /** Avråda (caseworker): pending → advised_against. */
  | 'advise_against'
  /** Tilldela (host): pending/accepted/advised_against → reserved. */
  | 'assign'
  /** Avboka (guest, or the volunteer who requested): → cancelled; frees the place. */
  | 'cancel'
  /** Caseworker undo: accepted/advised_against → pending. */
  | 'caseworker_undo'
  /** Incheckning (host): reserved/confirmed → checked_in, during the stay. */
  | 'check_in'
  /** Utcheckning (host): checked_in → completed; an early departure frees the remaining nights. */
  | 'check_out'
  /** Bekräfta (guest): reserved → confirmed. */
  | 'confirm'
  /** Neka (host): any open status → declined; frees the place. */
  | 'decline'
  /** Förläng (host): a later check-out date for a checked-in guest, when places allow. */
  | 'extend'
  /** Host undo: reserved/declined → pending (re-checks capacity). */
  | 'host_undo'
  /** System only: in_queue → pending when a place frees on every night. */
  | 'promote'
  /** Tillråda (caseworker): pending → accepted. */
  | 'recommend'
  /** Volunteer confirm: pending → confirmed, for bookings the volunteer requested. */
  | 'volunteer_confirm';

/** Where a booking is in its life (Swedish labels in parentheses). */
export type BookingStatus =
  /** Rekommenderad: a caseworker recommends it; holds a place. */
  | 'accepted'
  /** Ej rekommenderad: a caseworker advises against it; holds a place until the host decides. */
  | 'advised_against'
  /** Avbokad: cancelled by the guest or their volunteer; no place held. */
  | 'cancelled'
  /** Incheckad: the guest is staying. */
  | 'checked_in'
  /** Utcheckad: the stay is over. */
  | 'completed'
  /** Bekräftad: confirmed by the guest (or by the volunteer who booked). */
  | 'confirmed'
  /** Nekad: the host declined; no place held. */
  | 'declined'
  /** I kö: requested while a night was full; promoted to pending when a place frees. */
  | 'in_queue'
  /** Avvaktar: requested, holds a place, awaits the host. */
  | 'pending'
  /** Tilldelad: the host assigned the place; the guest may confirm. */
  | 'reserved';

/** A person's group. The first of a person's groups chooses their home page and menu. */
export type Group =
  /** Manages shelters, rooms, accounts and assignments; takes no booking decisions. */
  | 'admin'
  /** Handläggare: recommends or advises against requests at assigned shelters; reads the nights report. */
  | 'caseworker'
  /** Shelter staff: assigns or declines requests, checks guests in and out, manages rooms. */
  | 'host'
  /** A guest: books beds for themself. */
  | 'user'
  /** Finds free beds, creates guest accounts and books for guests. */
  | 'volunteer';

/** What a shelter offers. Only room and woman_only are bookable; the rest are listed services. */
export type ProductType =
  /** Breakfast. */
  | 'breakfast'
  /** Dinner. */
  | 'dinner'
  /** Hygiene products. */
  | 'hygieneproducts'
  /** A room with beds. */
  | 'room'
  /** Shower. */
  | 'shower'
  /** Storage for belongings. */
  | 'storage'
  /** Washing machine. */
  | 'washingmachine'
  /** A room for women only (REST: "woman-only"). */
  | 'woman_only';

export type BookingEnumsFragment = { status: BookingStatus, allowedActions: Array<BookingAction>, product: { type: ProductType } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, username: string, firstName: string, lastName: string, usergroups: Array<Group>, host: { id: string, name: string } | null } | null };

export const BookingEnumsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingEnums"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedActions"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<BookingEnumsFragment, unknown>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"usergroups"}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;