/** Texts of the caseworker area (see i18n/sv.ts). */
export const caseworker = {};
