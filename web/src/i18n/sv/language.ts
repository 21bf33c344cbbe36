/** The language menu (issue 18), in the top bar and on the login page. */
export const language = {
  /** The menu's label; every language is named in its own language (i18n/languages.ts). */
  label: 'Språk',
  /** Said once the page speaks the chosen language. */
  changed: 'Språket är svenska.',
};
