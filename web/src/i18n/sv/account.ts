/** Texts of the account area (see i18n/sv.ts). */
export const account = {};
