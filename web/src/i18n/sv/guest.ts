/** Texts of the guest area (see i18n/sv.ts). */
export const guest = {};
