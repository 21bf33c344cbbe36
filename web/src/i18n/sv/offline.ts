/**
 * Texts of the offline page (web/offline.html, src/offline/) and of the notice after an update
 * (lib/service-worker.ts), issue 17. Imports nothing at run time: the offline page and the login
 * page load it without the rest of the catalogue.
 */
export interface OfflineTexts {
  /** The browser tab. */
  documentTitle: string;
  heading: string;
  noConnection: string;
  worksAgain: string;
  retry: string;
  bookings: {
    heading: string;
    /** When the bookings were fetched, already formatted ('24 november 2026 kl. 12:00'). */
    fetchedAt: (when: string) => string;
    empty: string;
    checkIn: string;
    checkOut: string;
    status: string;
    /** Issue 33 §10: what is needed most offline. */
    phone: string;
    latestCheckIn: string;
  };
  /** Shown once, politely, when the app runs a newer version than on the last visit. */
  updated: string;
  close: string;
}

export const offline: OfflineTexts = {
  documentTitle: 'Ingen anslutning - noQ',
  heading: 'Ingen anslutning',
  noConnection: 'Det finns ingen internetanslutning just nu.',
  worksAgain: 'Sidan fungerar igen när anslutningen är tillbaka.',
  retry: 'Försök igen',
  bookings: {
    heading: 'Dina bokningar',
    fetchedAt: (when) => `Hämtat ${when}`,
    empty: 'Du hade inga bokningar när de senast hämtades.',
    checkIn: 'Incheckning',
    checkOut: 'Utcheckning',
    status: 'Status',
    phone: 'Telefon',
    latestCheckIn: 'Senaste incheckning',
  },
  updated: 'noQ har uppdaterats till en ny version.',
  close: 'Stäng',
};
