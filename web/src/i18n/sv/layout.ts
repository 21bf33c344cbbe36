/** Texts of the layout area (see i18n/sv.ts): the side menu and top bar of SPEC §2 Layout. */
export const layout = {
  /** Side menu entries, SPEC's words. */
  menu: {
    overview: 'Överblick',
    requests: 'Förfrågningar',
    myRooms: 'Mina Rum',
    calendar: 'Kalender',
    shelter: 'Härberget',
    guests: 'Gäster',
    billing: 'Fakturering',
    users: 'Användare',
    statistics: 'Statistik',
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
  notifications: (unread: number) => (unread === 1 ? 'Notiser, 1 oläst' : `Notiser, ${unread} olästa`),
  mail: (count: number) => `Meddelanden, ${count} olästa`,
  settings: 'Inställningar',
  administration: 'Administration',
  account: (name: string) => `Mitt konto (${name})`,
};
