import { staffTitles } from './titles';

/** Texts of the volunteer area (see i18n/sv.ts). SPEC §2, §5 and §8 wording where SPEC gives one. */
export const volunteer = {
  titles: staffTitles.volunteer,

  /** SPEC §2 Volunteer screen. */
  heading: 'Hitta Tillgängliga Rum',
  welcome: (firstName: string) => `Välkommen, ${firstName}`,
  filters: 'Sök lediga rum',
  start: 'Välj Startdatum',
  end: 'Välj Slutdatum',
  host: 'Välj Värd',
  allHosts: 'Alla Värdar',
  /** Issue 22: the finder asks the server for a page of what the volunteer is looking at. */
  regionFilter: 'Välj Region',
  allRegions: 'Alla Regioner',
  textFilter: 'Sök härbärge, gata eller ort',
  showing: (shown: number, total: number) => `Visar ${shown} av ${total} härbärgen med lediga rum, flest lediga platser först`,
  showMore: 'Visa fler',
  refine: 'Välj region eller sök för att se fler härbärgen.',
  /** Issue 19 §5: only shelters with every criterion ticked. */
  criteria: 'Kriterier',
  criteriaOf: 'Bra att veta:',
  search: 'Sök',
  /** Heading of the results: the stay the rooms are free for. */
  datesTitle: (start: string, end: string) => `Lediga rum, incheckning ${start}, utcheckning ${end}`,
  loading: 'Laddar...',
  loadFailed: 'Failed to load available shelters',
  noRooms: 'Inga tillgängliga rum hittades',
  place: 'Plats:',
  region: 'Region:',
  description: 'Beskrivning:',
  type: 'Typ:',
  totalPlaces: 'Totalt Antal Platser:',
  placesLeft: 'Tillgängliga Platser:',
  /** Accessible name of a product card's button (clicking opens 'Boka Rum'). */
  bookProduct: (product: string, host: string) => `Boka ${product} på ${host}`,
  /** Issue 23 §11: each product's visible button. */
  book: 'Boka',
  /** Issue 23 §11: a guest just created is carried into the next booking. */
  bookingFor: (guest: string) => `Nästa bokning görs för ${guest}. Välj ett rum nedan.`,
  bookingForOther: 'Boka för någon annan',

  /** SPEC §2 'Skapa en Ny Gäst', §5 and §8 texts. */
  createGuest: {
    heading: 'Skapa en Ny Gäst',
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    uno: 'UNO Kod',
    gender: 'Kön (valfritt)',
    genderUnknown: 'Ej angivet',
    genderK: 'K – kvinna',
    genderM: 'M – man',
    submit: 'Skapa Användare',
    fillAll: 'Fyll i alla fält',
    created: 'Gäst har skapats!',
    unoTaken: 'Någon med denna UNO KOD finns redan',
    failed: 'Fel vid skapning av gästkonto.',
    /** Issue 23 §2: said under the field, before anything is sent. */
    unoHint: 'Exakt 4 siffror, till exempel 2002.',
    unoInvalid: 'UNO-koden måste vara exakt 4 siffror.',
    /** Issue 36: the guest's login phone, optional. */
    phone: 'Mobilnummer (valfritt)',
    phoneHint: 'Gästen kan logga in med en SMS-kod till numret, t.ex. 070-123 45 67.',
  },

  /** Issue 36 §3: a one-time start code for a guest without e-mail or phone, on the slip. */
  startCode: {
    heading: 'Startkod för inloggning',
    intro:
      'Gästen kan boka själv utan e-post: ge en startkod. Gästen skriver den på inloggningssidan (Jag har en startkod) och väljer en PIN-kod.',
    make: 'Skapa startkod',
    remake: 'Skapa ny startkod (den gamla slutar gälla)',
    working: 'Skapar...',
    code: 'Startkod',
    uno: 'UNO-kod',
    validUntil: (date: string) => `Gäller en gång, till och med ${date}.`,
    where: (url: string) => `Logga in på ${url} → Jag har en startkod. Sedan: UNO-kod och PIN-kod.`,
    failed: 'Startkoden kunde inte skapas.',
  },

  /** SPEC §2 'Boka Rum' modal, §5 and §8 texts. */
  booking: {
    title: 'Boka Rum',
    searchHeading: 'Sök gäst',
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    uno: 'UNO Kod',
    searchGuest: 'Sök Användare',
    searchNeedsOne: 'Ange förnamn, efternamn, eller UNO KOD för att söka',
    guestNotFound: 'Gäst hittades ej.',
    searchFailed: 'Error searching for user.',
    /** Issue 23 §11: a search may find several guests; the first is chosen, another can be. */
    matches: (n: number) => (n === 1 ? 'En gäst hittades.' : `${n} gäster hittades. Välj rätt gäst:`),
    /** Issue 23 §11: the chosen guest's current bookings, before booking. */
    stays: 'Gästens aktuella bokningar',
    noStays: 'Gästen har inga aktuella bokningar.',
    stay: (shelter: string, room: string, start: string, end: string, status: string) =>
      `${shelter}, ${room}: ${start} – ${end} (${status})`,
    overlaps: 'Gästen har redan en bokning de här nätterna. Avboka den först eller välj andra datum.',
    info: 'Bokningsinformation:',
    guestName: 'Gästnamn',
    uno2: 'UNO Kod',
    product: 'Produkt',
    dates: 'Nätter',
    datesValue: (start: string, end: string) => `${start} – ${end}`,
    confirm: 'Bekräfta',
    cancel: 'Avbryt',
    working: 'Bokar...',
    exists: 'Bokning finns redan.',
    dateError: 'Fel med Datum',
    failed: (message: string) => `Bokning gick ej igenom ${message}`,
    unknownError: 'Unknown error',
    noResponse: 'Fel vid Bokning.',
    confirmed: (product: string, guest: string) => `Bokningsbekräftelse ${product}, Gäst: ${guest}`,
    mailSent: 'Plats bokat, Email med bokingsinformation har skickats ut',
    /** Issue 20 §7: the truth when the guest's message went by SMS, or could not go at all. */
    smsSent: 'Plats bokat, SMS med bokningsinformation har skickats ut',
    noContact: 'Gästen har ingen e-post eller telefon – ge bokningsinformationen muntligt',
    slip: {
      heading: 'Bokningsbekräftelse',
      label: 'Bokningsbekräftelse att skriva ut',
      guest: 'Gäst',
      shelter: 'Boende',
      room: 'Rum',
      address: 'Adress',
      phone: 'Telefon',
      dates: 'Datum',
      datesValue: (start: string, end: string) => `${start} – ${end} (incheckning ${start}, utcheckning ${end})`,
      checkIn: 'Incheckning',
      checkInWindow: (from: string, until: string) => `kl. ${from}–${until}`,
      checkInUntil: (until: string) => `senast kl. ${until}`,
      checkInFrom: (from: string) => `från kl. ${from}`,
      checkInUnknown: 'Fråga boendet',
      print: 'Skriv ut bekräftelsen',
    },
    /** DESIGN §13: a request that lands in the queue is not confirmed. */
    queued: (product: string, guest: string) =>
      `I kö: ${product}, Gäst: ${guest}. Rummet är fullt någon av nätterna; förfrågan får en plats när en blir ledig.`,
  },

  /** /volunteer/requests: the volunteer's own recent bookings for guests. */
  requests: {
    heading: 'Mina bokningar för gäster',
    empty: 'Du har inga bokningar för gäster.',
    columns: {
      received: 'Mottagen',
      guest: 'Gäst',
      uno: 'Unokod',
      shelter: 'Boende och rum',
      checkIn: 'Incheckning',
      checkOut: 'Utcheckning',
      status: 'Status',
      actions: 'Åtgärder',
    },
    confirm: 'Bekräfta',
    cancel: 'Avboka',
    confirmFor: (guest: string) => `Bekräfta bokningen för ${guest}`,
    cancelFor: (guest: string) => `Avboka bokningen för ${guest}`,
    confirmed: (guest: string) => `Bokningen för ${guest} är bekräftad.`,
    cancelled: (guest: string) => `Bokningen för ${guest} är avbokad.`,
    confirmFailed: 'Bekräftelse misslyckades, försök igen senare!',
    cancelFailed: 'Avbokning misslyckades, försök igen senare!',
  },
};
