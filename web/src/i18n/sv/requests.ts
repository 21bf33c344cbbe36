/** Texts of the requests area (see i18n/sv.ts). */
export const requests = {};
