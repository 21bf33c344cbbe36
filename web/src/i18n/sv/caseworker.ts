import type { BookingAction, Group } from '../../gql/graphql';
import { staffTitles } from './titles';

/** Texts of the caseworker area (see i18n/sv.ts). SPEC §2's wording where SPEC gives one. */
export const caseworker = {
  /** Route titles, shown after the dash in the top bar; the side menu's words (SPEC §2 Layout). */
  titles: staffTitles.caseworker,

  /** SPEC §2 Caseworker overview. */
  overview: {
    heading: 'Lediga platser i natt',
    shelterRooms: (shelter: string) => `${shelter} - Rum`,
    freeOfTotal: (free: number, total: number) => `${free} lediga av ${total}`,
    roomName: 'Rumsnamn',
    placesLeft: 'Lediga platser',
    description: 'Beskrivning',
    empty: 'Inga rum att visa.',
    /** Accessible names of the collapse button (the visible text is the card title). */
    show: (shelter: string) => `Visa rum på ${shelter}`,
    hide: (shelter: string) => `Dölj rum på ${shelter}`,
  },

  /** The Användare page (issue 6): the guests of the caseworker's assigned shelters. */
  users: {
    heading: 'Användare',
    searchLabel: 'Sök gäst (namn eller UNO-kod)',
    search: 'Sök',
    results: 'Gäster',
    noGuests: 'Inga gäster hittades.',
    chooseGuest: 'Välj en gäst i listan för att se uppgifter, bokningar och nätter.',
    /** Issue 38: the link to the guest's biståndsbeslut. */
    decisions: 'Biståndsbeslut: visa och registrera',
    guestButton: (name: string, uno: string) => `${name} (UNO ${uno})`,
    /** Issue 23 §10: the list is read a page at a time. */
    pages: 'Sidor i gästlistan',
    shown: (from: number, to: number, total: number) => `Visar ${from}–${to} av ${total}`,
    /** The count stopped at `atLeast` (issue 22: a national list is not counted to its end). */
    shownOfMore: (from: number, to: number, atLeast: number) =>
      `Visar ${from}–${to} av fler än ${atLeast.toLocaleString('sv-SE')} – sök på namn eller UNO-kod för att hitta en gäst`,
    previous: 'Föregående',
    next: 'Nästa',
    details: 'Uppgifter',
    fields: {
      firstName: 'Förnamn',
      lastName: 'Efternamn',
      gender: 'Kön',
      unokod: 'UNO-kod',
      dayOfBirth: 'Födelsedatum',
      personnrLastnr: 'Personnummer (sista siffrorna)',
      street: 'Gatuadress',
      postcode: 'Postnummer',
      city: 'Ort',
      country: 'Land',
      phone: 'Telefon',
      email: 'E-post',
      region: 'Region',
      requirements: 'Behov',
      flag: 'Flagga',
      lastEdit: 'Senast ändrad',
    },
    gender: { K: 'Kvinna', M: 'Man' } as Record<string, string>,
    flagged: 'Flaggad',
    /** Issue 19 §7: the guest's bars at the caseworker's shelters. */
    barred: 'Avstängning',
    barredAt: (shelter: string, until: string, reason: string) => `Avstängd från ${shelter} till och med ${until}: ${reason}`,
    notFlagged: 'Ingen flagga',
    missing: '–',
    bookings: 'Bokningar',
    noBookings: 'Inga bokningar.',
    bookingColumns: {
      shelter: 'Boende',
      room: 'Rum',
      checkIn: 'Incheckning',
      checkOut: 'Utcheckning',
      nights: 'Nätter',
      status: 'Status',
    },
    historyOf: (room: string, start: string) => `Visa historik för ${room} från ${start}`,
    showHistory: 'Visa historik',
    /** One audit event: "2030-03-10 14:02 · Tillråda · Avvaktar → Rekommenderad · Handläggare Eva Ek". */
    systemActor: 'Systemet',
    reason: 'Anledning:',
    nights: 'Nätter',
    nightsPeriod: (start: string, end: string) => `Använda nätter ${start} – ${end}`,
    nightsTotal: (n: number) => `Totalt ${n} nätter`,
    noNights: 'Inga använda nätter under perioden.',
  },

  /** What each audit action is called (booking history). */
  actionLabel: {
    request: 'Förfrågan',
    recommend: 'Tillråda',
    advise_against: 'Avråda',
    caseworker_undo: 'Ångra (handläggare)',
    assign: 'Tilldela',
    decline: 'Neka',
    host_undo: 'Ångra (värd)',
    confirm: 'Bekräfta',
    volunteer_confirm: 'Bekräfta (volontär)',
    cancel: 'Avboka',
    check_in: 'Incheckning',
    check_out: 'Utcheckning',
    extend: 'Förläng',
    promote: 'Flyttad från kön',
  } satisfies Record<BookingAction | 'request', string> as Readonly<Record<string, string>>,

  /** Who acted, by the group they acted in. */
  actorGroupLabel: {
    user: 'Gäst',
    host: 'Värd',
    caseworker: 'Handläggare',
    volunteer: 'Volontär',
    admin: 'Administratör',
    system: 'Systemet',
  } satisfies Record<Group | 'system', string> as Readonly<Record<string, string>>,

  /** SPEC §2 Caseworker statistics. */
  statistics: {
    heading: 'Användningsrapport av gäst',
    guest: 'Gäst',
    guestPlaceholder: 'Alla gäster',
    allGuests: 'All guests',
    quickPeriods: 'Incheckade',
    today: 'Idag',
    thisWeek: 'Denna vecka',
    thisMonth: 'Denna månad',
    /** Issue 23 §10: billing is monthly. */
    lastMonth: 'Förra månaden',
    start: 'Startdatum',
    end: 'Slutdatum',
    search: 'Sök',
    summary: (n: number, start: string, end: string) => `Totalt ${n} nätter mellan ${start} och ${end}`,
    prompt: 'Ange period gäst och klicka på Sök',
    datesRequired: 'Ange både startdatum och slutdatum.',
    endBeforeStart: 'Slutdatum kan inte vara före startdatum.',
    /** SPEC §8: shown when the server gives no message of its own. */
    fetchFailed: 'Error while fetching data.',
    columns: { guest: 'Gäst', shelter: 'Boende', nights: 'Nätter', region: 'Region' },
    /** Issue 23 §10: narrowing the loaded report. */
    filters: 'Avgränsa rapporten',
    shelterFilter: 'Boende',
    allShelters: 'Alla boenden',
    regionFilter: 'Region',
    allRegions: 'Alla regioner',
    sortBy: (column: string) => `Sortera efter ${column}`,
    invoice: 'Fakturera',
    /** Issue 21 §6: opens that guest's invoice lines for the month. */
    invoiceFor: (guest: string, shelter: string) => `Fakturera ${guest}, ${shelter}`,
    exportCsv: 'Exportera CSV',
    tableCaption: 'Nätter per gäst och boende',
    chartTitle: 'Nätter per boende',
    chartBar: (shelter: string, n: number) => `${shelter}: ${n} nätter`,
    pages: 'Sidor',
    previous: 'Föregående',
    next: 'Nästa',
    page: (n: number) => `Sida ${n}`,
    /** Header line of a row's CSV (Fakturera), the server's export columns. */
    csvHeader: ['Gäst', 'UNO', 'Boende', 'Region', 'Nätter', 'Från', 'Till'],
  },
};
