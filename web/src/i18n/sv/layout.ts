/** Texts of the layout area (see i18n/sv.ts): the side menu and top bar of SPEC §2 Layout. */
export const layout = {
  /** Side menu entries, SPEC's words. */
  menu: {
    overview: 'Överblick',
    tonight: 'Ikväll',
    requests: 'Förfrågningar',
    myRooms: 'Mina Rum',
    calendar: 'Kalender',
    shelter: 'Härberget',
    guests: 'Gäster',
    billing: 'Fakturering',
    /** The admin's one entry (issue 23 §12: the side menu is not an empty column). */
    administration: 'Administrera',
    users: 'Användare',
    statistics: 'Statistik',
    /** Biståndsbeslut (issue 38): the caseworker's reports; a guest's decisions are reached from Användare. */
    decisions: 'Biståndsbeslut',
    invoices: 'Fakturor',
    /** Beläggning och avvisningar (issue 37), for caseworkers. */
    occupancy: 'Beläggning',
    /** Kompassen (issue 35 §2): every group. */
    compass: 'Kompassen',
    /** Volunteer activities (issue 35 §3): volunteers, host staff, admins. */
    activities: 'Aktiviteter',
    bookings: 'Bokningar',
    settings: 'Inställningar',
    logout: 'Logga ut',
  },
  /** The side menu's landmark name and the phone-width toggle. */
  menuLabel: 'Huvudmeny',
  openMenu: 'Meny',
  /** Shown instead of a name when none is known (SPEC §2). */
  guestName: 'Gäst',
  logoHome: 'noQ, till startsidan',
  topBarLabel: 'Konto och notiser',
  /** `shown` is the badge's own text (e.g. '99+'), so the name contains what is seen (WCAG 2.5.3). */
  notifications: (unread: number, shown: string = String(unread)) => (unread === 1 ? 'Notiser, 1 oläst' : `Notiser, ${shown} olästa`),
  mail: (count: number) => `Meddelanden, ${count} olästa`,
  settings: 'Inställningar',
  administration: 'Administration',
  account: (name: string) => `Mitt konto (${name})`,
};
