import { criterionLabel } from './criteria';

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
    /** Issue 18: beds free tonight, before asking. */
    freeTonight: (n: number) => (n === 0 ? 'Fullt i natt' : n === 1 ? '1 ledig plats i natt' : `${n} lediga platser i natt`),
    bookTonight: 'Boka i natt',
    bookTonightAt: (name: string) => `Boka i natt på ${name}`,
    bookingTonight: 'Bokar...',
    noPlaceTonight: (name: string) => `${name} har ingen ledig plats i natt.`,
    nearestWithPlace: 'Här finns det plats i natt:',
    noneWithPlace: 'Inget boställe har en ledig plats i natt. Försök igen senare eller fråga personalen.',
    /** Issue 22: the list is paged and searchable (boställen i gästens region först). */
    search: 'Sök boställe (namn, ort eller region)',
    searchButton: 'Sök',
    showAll: 'Visa alla',
    showing: (shown: number, total: number) => `Visar ${shown} av ${total} boställen`,
    showMore: 'Visa fler',
    noMatch: (text: string) => `Inget boställe matchar ”${text}”.`,
    refine: 'Sök på namn, ort eller region för att hitta fler.',
  },

  /** Issue 18 §6: what a guest needs to get there (the booking card and the shelter page). */
  place: {
    address: 'Adress',
    map: (name: string) => `Karta till ${name}`,
    phone: 'Telefon',
    call: (phone: string) => `Ring ${phone}`,
    checkIn: 'Incheckning',
    checkInWindow: (from: string, until: string) => `${from}–${until}`,
    latestCheckIn: (time: string) => `Senast kl. ${time}`,
    houseRules: 'Husregler',
    criteria: 'Bra att veta',
  },

  /** Issue 18 §6: the shelter's criteria, as hosts and admins set them. */
  criterion: criterionLabel,

  /**
   * Issue 33 §6: the host's decline reasons from a fixed list (Neka offers them; free text stays
   * possible and is shown as written). The reason is stored in Swedish; a guest reads a preset in
   * their language (features/guest/decline-reason.tsx), the messages likewise
   * (gateway/src/notify/texts/decline-reasons.ts, which must say the same Swedish words).
   */
  declineReasons: {
    full: 'Fullt – ingen ledig plats',
    late: 'Kom efter senaste incheckning',
    noShow: 'Uteblev',
    rules: 'Bröt mot ordningsreglerna',
    notEligible: 'Härbärget tar inte emot den här gruppen',
    otherPlace: 'Har redan en plats i natt',
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
    /** Issue 18 §1: free places for the chosen nights (the fewest of them). */
    placesFree: (n: number) => (n === 1 ? '1 ledig plats' : `${n} lediga platser`),
    full: 'Fullt – du hamnar i kö',
    queueLength: (n: number) => (n === 0 ? 'Ingen står i kö' : n === 1 ? '1 person står i kö' : `${n} personer står i kö`),
    pickDatesForPlaces: 'Välj datum för att se lediga platser.',
    /** Issue 23 §1: beside the date fields. */
    checkInPassed: 'Datumet har redan passerat',
    checkOutBeforeCheckIn: 'Utcheckning måste vara efter incheckning',
    womenOnly: 'Endast för kvinnor',
    notForYou: 'Det här rummet är bara för kvinnor. Välj ett annat rum.',
    beds: (n: number) => (n === 1 ? '1 sovplats' : `${n} sovplatser`),
    message: 'Skicka meddelande till bostället',
    send: 'Skicka förfrågan',
    sending: 'Skickar...',
    successTitle: 'Bokning genomfört',
    successText: 'Din bokning har genomförts och hanteras snarast.',
    /** Issue 18 §2: a full room puts the request in the queue; say so. */
    queuedTitle: 'Du står i kö',
    queuedText: (position: number) => `Du står i kö, plats ${position}. Vi meddelar dig när en plats blir ledig.`,
    /** Issue 18 §2: each refusal with its reason. */
    refused: {
      dates: 'Datumen går inte att boka. Välj en incheckning från i dag och en utcheckning efter den.',
      overlap: 'Du har redan en bokning de nätterna. Avboka den först om du vill byta.',
      duplicate: 'Du har redan skickat en likadan förfrågan.',
      notBookable: 'Det här rummet går inte att boka för dig.',
      gone: 'Rummet finns inte längre.',
      /** GUEST_BARRED (issue 19 §7); a Swedish reader gets the server's text, which has the end date. */
      barred: 'Du är avstängd från det här härbärget. Fråga personalen.',
      /** DECISION_REQUIRED (issue 38 §2); a Swedish reader gets the server's text, which has the dates. */
      decision:
        'Härbärget kräver biståndsbeslut, och ditt beslut täcker inte alla de här nätterna. Välj nätter som beslutet täcker, eller kontakta din handläggare.',
    },
    status: (label: string) => `Status: ${label}`,
    failureTitle: 'Bokning misslyckades',
    failureText: 'Bokning misslyckades, försök igen.',
    /** Said under the failure text when something was not chosen (nothing was sent). */
    missing: 'Välj incheckningsdatum, utcheckningsdatum och rum.',
    /** Issue 33 §5: the honest answer to a request that waits for the shelter. */
    sentTitle: 'Förfrågan skickad – inte klar än',
    sentText: 'Härbärget har inte svarat än. Platsen är din först när de har svarat ja.',
    room: 'Rum',
    checkInUntil: (time: string) => `Senaste incheckning: kl. ${time}`,
    phone: 'Telefon',
    answerBy: {
      here: 'Svaret kommer här i noQ, under Bokningar.',
      email: 'Svaret kommer här i noQ och med e-post.',
      sms: 'Svaret kommer här i noQ och med sms.',
    },
    toBookings: 'Se dina bokningar',
    close: 'Stäng',
  },

  /** SPEC §2 Guest: bookings list. */
  bookings: {
    heading: 'Bokningar',
    panel: 'Mina Bokningar',
    /** Issue 38: the guest's biståndsbeslut, its last night. */
    decisionUntil: (date: string) => `Du har ett biståndsbeslut till och med ${date}.`,
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
    /** Issue 18 §4: Avboka asks first. */
    cancelQuestionTitle: 'Avboka?',
    cancelQuestion: (room: string, shelter: string, dates: string) =>
      `Vill du avboka ${room} på ${shelter}, ${dates}? Platsen går till någon annan.`,
    cancelYes: 'Ja, avboka',
    cancelNo: 'Nej, behåll',
    cancelled: 'Bokningen är avbokad.',
    confirmed: 'Du har bekräftat platsen.',
    /** Issue 18 §7: what the status means and what happens next. */
    explain: {
      pending: 'Bostället har fått din förfrågan och svarar snart.',
      in_queue: 'Rummet är fullt. Du står i kö och får en plats om någon avbokar.',
      accepted: 'Din handläggare har rekommenderat förfrågan. Bostället svarar snart.',
      advised_against: 'Din handläggare har inte rekommenderat förfrågan. Bostället bestämmer.',
      reserved: 'Du har fått en plats. Tryck på Bekräfta så att bostället vet att du kommer.',
      confirmed: 'Du har bekräftat. Välkommen!',
      checked_in: 'Du är incheckad.',
      completed: 'Vistelsen är slut.',
      declined: 'Bostället kan inte ta emot dig de här nätterna.',
      cancelled: 'Bokningen är avbokad.',
    },
    queuePosition: (position: number) => `Du står som nummer ${position} i kön.`,
    confirmBy: (time: string, date: string) => `Bekräfta och kom senast kl. ${time} den ${date}, annars kan platsen gå till någon annan.`,
    alternatives: 'Lediga platser samma nätter',
    alternativePlaces: (n: number) => (n === 1 ? '1 ledig plats' : `${n} lediga platser`),
    bookAlternative: (name: string) => `Välj ${name}`,
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
