import type { BookingStatus, ProductType } from '../../gql/graphql';

/** Texts every area uses. */
export const common = {
  loading: 'Laddar...',
  error: 'Fel:',
  loadFailed: 'Misslyckades med att hämta data',
  save: 'Spara',
  cancel: 'Avbryt',
  close: 'Stäng',
  back: 'Tillbaka',
  search: 'Sök',
  /** Shown when an action failed and the server gave no message (DESIGN §13: never console only). */
  actionFailed: 'Något gick fel. Försök igen.',
  /** The button beside a view's load failure that reads it again (issue 23 §5). */
  retry: 'Försök igen',
  /** The calendar's words for screen readers (react-datepicker's are English otherwise; issue 23 §4). */
  datePicker: {
    /** Before a day's name: 'Välj tisdag 24 november 2026'. */
    chooseDay: 'Välj',
    disabledDay: 'Går inte att välja',
    week: 'vecka',
    month: 'månad',
    previousMonth: 'Föregående månad',
    nextMonth: 'Nästa månad',
    close: 'Stäng',
  },
  /** Issue 23 §1: said beside a date field whose typed date cannot be used (what was typed stays). */
  dateProblem: {
    format: 'Skriv datumet som ÅÅÅÅ-MM-DD, till exempel 2026-12-24.',
    tooEarly: 'Datumet är för tidigt.',
    tooLate: 'Datumet är för sent.',
  },
};

/**
 * A staff page's scrolling table named after the card around it, which bears the same heading: two
 * landmarks (the card and the table's scroll box, both regions) may not share a name (axe's
 * landmark-unique). Staff pages are in Swedish only, so it is not in `common` (translated).
 */
export const tableOf = (heading: string): string => `Tabell: ${heading}`;

/** The loading and failure words of every data view. */
export const status = {
  loading: common.loading,
  loadFailed: common.loadFailed,
};

/** The not-found page. */
export const notFound = {
  text: 'Sidan finns inte.',
  toStart: 'Till startsidan',
};

/** DESIGN §4's Swedish labels; a new status without a label fails to compile. */
export const statusLabel = {
  pending: 'Avvaktar',
  in_queue: 'I kö',
  accepted: 'Rekommenderad',
  advised_against: 'Ej rekommenderad',
  reserved: 'Tilldelad',
  confirmed: 'Bekräftad',
  checked_in: 'Incheckad',
  completed: 'Utcheckad',
  declined: 'Nekad',
  cancelled: 'Avbokad',
} satisfies Record<BookingStatus, string>;

/** Product types in Swedish (room and woman-only keep SPEC's names in the room form). */
export const productTypeLabel = {
  room: 'Rum',
  woman_only: 'Kvinnorum',
  hygieneproducts: 'Hygienartiklar',
  breakfast: 'Frukost',
  dinner: 'Middag',
  storage: 'Förvaring',
  washingmachine: 'Tvättmaskin',
  shower: 'Dusch',
} satisfies Record<ProductType, string>;

/** SPEC §9's month labels (date-fns `sv` abbreviates differently). */
export const monthLabels = ['JAN', 'FEB', 'MAR', 'APR', 'MAJ', 'JUN', 'JUL', 'AUG', 'SEP', 'OKT', 'NOV', 'DEC'] as const;
