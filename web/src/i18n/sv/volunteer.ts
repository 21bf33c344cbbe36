/** Texts of the volunteer area (see i18n/sv.ts). */
export const volunteer = {};
