/** Texts of the guest area (see i18n/sv.ts). SPEC §2's wording where SPEC gives one. */
export const guest = {
  /** Route titles, shown after the dash in the top bar. */
  titles: {
    landing: 'Start',
    shelters: 'Välj boställe',
    shelter: 'Om bostället',
    booking: 'Välj rum',
    bookings: 'Bokningar',
    seeBookings: 'Se bokningar',
    bookingStatus: 'Status bokningar',
  },

  /** SPEC §2 Guest start page. */
  landing: {
    greeting: (firstName: string) => (firstName ? `Hej ${firstName}!` : 'Hej!'),
    intro: 'Vad vill du göra?',
    book: 'Boka',
    seeBookings: 'Se bokningar',
    bookingStatus: 'Status bokningar',
  },

  /** SPEC §2 Guest: shelter list. */
  shelters: {
    heading: 'Boställen',
    choose: 'Välj',
    moreInfo: 'Mer information',
    empty: 'Det finns inga boställen just nu.',
    /** Accessible names: several cards share the visible words. */
    chooseAt: (name: string) => `Välj ${name}`,
    moreInfoAbout: (name: string) => `Mer information om ${name}`,
    image: (name: string) => `Bild på ${name}`,
  },

  /** SPEC §2 Shelter information. */
  shelterInfo: {
    heading: 'Om bostället',
    back: 'Tillbaka',
    offers: 'Vad vi erbjuder',
    groups: {
      rooms: 'Rum',
      hygiene: 'Hygien',
      food: 'Mat',
      other: 'Övrigt',
    },
    notFound: 'Host not found',
    noProducts: 'Boställen har inga produkter.',
    choose: 'Välj',
  },

  /** SPEC §2 Guest: room choice and booking request. */
  booking: {
    heading: 'Välj rum',
    back: 'Tillbaka',
    chooseDates: 'Välj datum',
    checkIn: 'Incheckningsdatum',
    checkInPlaceholder: 'Välj incheckningsdatum',
    checkOut: 'Utcheckningsdatum',
    checkOutPlaceholder: 'Välj utcheckningsdatum',
    chooseRoom: 'Välj rum',
    loadingRooms: 'Laddar rum...',
    noRooms: 'Bostället har inga rum att boka.',
    choose: 'Välj',
    chosen: 'Vald',
    chooseRoomNamed: (name: string) => `Välj ${name}`,
    chosenRoomNamed: (name: string) => `${name} är vald`,
    beds: (n: number) => (n === 1 ? '1 sovplats' : `${n} sovplatser`),
    message: 'Skicka meddelande till bostället',
    send: 'Skicka förfrågan',
    sending: 'Skickar...',
    successTitle: 'Bokning genomfört',
    successText: 'Din bokning har genomförts och hanteras snarast.',
    status: (label: string) => `Status: ${label}`,
    failureTitle: 'Bokning misslyckades',
    failureText: 'Bokning misslyckades, försök igen.',
    /** Said under the failure text when something was not chosen (nothing was sent). */
    missing: 'Välj incheckningsdatum, utcheckningsdatum och rum.',
    close: 'Stäng',
  },

  /** SPEC §2 Guest: bookings list. */
  bookings: {
    heading: 'Bokningar',
    panel: 'Mina Bokningar',
    loading: 'Fetching data ...',
    empty: 'Du har inga bokningar.',
    confirm: 'Bekräfta',
    cancel: 'Avboka',
    confirmFailed: 'Bekräftelse misslyckades, försök igen senare!',
    cancelFailed: 'Avbokning misslyckades, försök igen senare!',
    dates: (from: string, to: string) => `${from} – ${to}`,
    status: 'Status',
    declineReason: (reason: string) => `Anledning: ${reason}`,
    message: (message: string) => `Ditt meddelande: ${message}`,
    /** Accessible names: every card has the same visible words. */
    confirmNamed: (room: string, from: string) => `Bekräfta ${room} från ${from}`,
    cancelNamed: (room: string, from: string) => `Avboka ${room} från ${from}`,
  },

  /** /status-bokningar: each booking's statuses over time (Booking.history). */
  statusPage: {
    heading: 'Status bokningar',
    intro: 'Så har dina bokningar ändrats.',
    current: 'Nu',
    historyOf: (room: string, shelter: string) => `${room}, ${shelter}`,
  },

  /** /se-bokningar */
  seeBookings: {
    heading: 'Se bokningar',
  },
};
