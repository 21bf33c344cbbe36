/** Texts of the layout area (see i18n/sv.ts). */
export const layout = {};
