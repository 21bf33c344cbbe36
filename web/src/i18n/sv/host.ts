/** Texts of the host area (see i18n/sv.ts). */
export const host = {};
