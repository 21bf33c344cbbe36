/**
 * Every text the server sends, in one place: keyed by error code, then by what was wrong (the field
 * or the rule) where one code has several. `default` is the code's text when nothing more precise is
 * said. Texts are the SPEC's where SPEC gives one (old REST clients compare them), Swedish otherwise.
 * To change a text, change it here; to add one, add a key under its code (never a second text for
 * the same key). Texts that carry a number read it from the rule's own constant.
 */
import { MAX_NIGHTS } from '../domain/nights';

const text = (s: string) => s;

export const MESSAGES = {
  BAD_USER_INPUT: {
    default: 'Ogiltiga uppgifter.',
    // Any field
    notText: (field: string) => `${field} måste vara text.`,
    invalidText: (field: string) => `${field}: ogiltig text.`,
    tooLong: (field: string, max: number) => `${field}: högst ${max} tecken.`,
    givenOnce: (name: string) => `${name} får bara anges en gång.`,
    forbiddenCharacters: text('Texten innehåller tecken som inte är tillåtna (t.ex. kontrolltecken).'),
    dateFormat: text('Datum måste skrivas yyyy-MM-dd.'),
    /** Issue 33 §11: checkLink's kind. */
    linkKind: text("Länkens sort måste vara 'password' eller 'activation'."),
    // GraphQL query limits
    queryTooDeep: (limit: number) => `Frågan är för djup (högst ${limit} nivåer).`,
    tooManyAliases: (limit: number) => `För många alias i frågan (högst ${limit}).`,
    queryTooCostly: (cost: number, limit: number) => `Frågan är för kostsam (${cost}, högst ${limit}).`,
    subscriptionsOnly: text('Över WebSocket går bara prenumerationer (subscription); skicka frågor och ändringar till /graphql över HTTP.'),
    // Bookings
    productId: text('product_id saknas eller är ogiltigt.'),
    userId: text('user_id är ogiltigt.'),
    bookingDates: text('start_date och end_date måste vara datum (yyyy-MM-dd).'),
    newEndDate: text('Nytt utcheckningsdatum måste vara ett datum (yyyy-MM-dd).'),
    newEndNotLater: text('Det nya utcheckningsdatumet måste vara senare än det nuvarande.'),
    bookingIdList: text('Ange en lista av {booking_id}.'),
    bookingIdRow: text('Varje rad behöver ett booking_id.'),
    batchSize: (max: number) => `Ange mellan 1 och ${max} bokningar.`,
    idempotencyKeyNotText: text('Idempotency-Key måste vara text.'),
    idempotencyKeyEmpty: text('Idempotency-Key får inte vara tom.'),
    idempotencyKeyCharacters: text('Idempotency-Key innehåller otillåtna tecken.'),
    idempotencyKeyTooLong: (max: number) => `Idempotency-Key får vara högst ${max} tecken.`,
    // Availability, products
    availabilityDays: (max: number) => `Antal dagar måste vara mellan 1 och ${max}.`,
    calendarDays: (allowed: readonly number[]) => `Kalendern visar ${allowed.join(' eller ')} nätter.`,
    productName: text('Namn måste anges (högst 200 tecken).'),
    productType: text('Okänd typ.'),
    productText: text('Texten är för lång (högst 2000 tecken).'),
    productPlaces: (max: number) => `Antal sovplatser måste vara ett heltal mellan 0 och ${max}.`,
    // Volunteers and guests
    volunteerEndNotAfterStart: text('Slutdatum måste vara efter startdatum.'),
    volunteerRangeTooLong: (max: number) => `Högst ${max} nätter kan visas åt gången.`,
    guestNamedBy: text('user_id eller uno måste anges.'),
    guestIdAndUnoDisagree: text('user_id och uno hör inte till samma gäst.'),
    guestFieldsRequired: text('All fields (first_name, last_name, uno) are required.'),
    guestSearchParams: text('At least one search parameter (name or uno) must be provided.'),
    guestSearchTooLong: (max: number) => `Sökningen får vara högst ${max} tecken.`,
    offset: text('Startraden måste vara ett heltal, 0 eller större.'),
    limit: (max: number) => `Antalet per sida måste vara ett heltal från 1 till ${max}.`,
    uno: text('UNO-koden måste vara exakt 4 siffror.'),
    gender: text('Kön måste vara K eller M.'),
    // Reports, privacy
    reportDates: text('Startdatum och slutdatum måste vara datum (yyyy-MM-dd).'),
    reportEndBeforeStart: text('Slutdatum kan inte vara före startdatum.'),
    reportGuestId: text('guest_id måste vara ett gäst-id.'),
    reportShelterId: text('shelter_id måste vara ett härbärges id.'),
    reportRegionId: text('region_id måste vara ett regions id.'),
    reportPeriod: (max: number) => `Perioden kan vara högst ${max} dagar.`,
    occupancyPeriod: text('period måste vara night, week, month eller range.'),
    occupancyDate: text('Datumet måste vara ett datum (yyyy-MM-dd).'),
    retentionMonths: text('Antal månader måste vara ett heltal, minst 1.'),
    // Own account
    notificationsLimit: (max: number) => `limit: 0 till ${max}.`,
    email: text('Ange en giltig e-postadress.'),
    emailTaken: text('E-postadressen används redan.'),
    nameRequired: text('Förnamn och efternamn måste fyllas i.'),
    nameTooLong: (max: number) => `Förnamn och efternamn får vara högst ${max} tecken.`,
    wrongPassword: text('Nuvarande lösenord är fel.'),
    newPasswordTooShort: (min: number) => `Det nya lösenordet måste vara minst ${min} tecken.`,
    newPasswordTooLong: (max: number) => `Det nya lösenordet får vara högst ${max} tecken.`,
    // Administration
    required: (label: string) => `${label} måste anges.`,
    invalidValue: (label: string) => `${label}: ogiltigt värde.`,
    fieldTooLong: (label: string, max: number) => `${label} får vara högst ${max} tecken.`,
    passwordTooShort: (min: number) => `Lösenordet måste vara minst ${min} tecken.`,
    passwordTooLong: (max: number) => `Lösenordet får vara högst ${max} tecken.`,
    emailInvalid: text('E-postadressen är ogiltig.'),
    // Login without e-mail (issue 36)
    mobileInvalid: text('Ange ett svenskt mobilnummer, t.ex. 070-123 45 67.'),
    pinShape: text('PIN-koden ska vara sex siffror.'),
    smsOff: text('Inloggning med SMS är inte påslagen här.'),
    phoneTaken: text('Mobilnumret används redan av ett annat konto.'),
    notAGuest: text('Startkoder ges bara till gäster.'),
    groupsRequired: text('Grupper måste anges.'),
    atLeastOneGroup: text('Minst en grupp måste anges.'),
    unknownGroup: text('Okänd grupp.'),
    hostNeedsShelter: text('Värdpersonal måste ha ett boställe.'),
    onlyHostHasShelter: text('Bara värdpersonal har ett boställe.'),
    ownAdminRole: text('Du kan inte ta bort din egen administratörsroll.'),
    ownDeactivation: text('Du kan inte stänga av ditt eget konto.'),
    noMail: text('E-post är inte inställt (NOQ_SMTP_URL), så ingen inbjudan kan skickas. Ge ett startlösenord i stället.'),
    accountDeactivated: text('Kontot är avstängt; återaktivera det först.'),
    notCaseworker: text('Personen är inte handläggare.'),
    regionNameTaken: text('Det finns redan en region med det namnet.'),
    regionMissing: text('Regionen finns inte.'),
    regionHasShelters: text('Regionen har boställen; arkivera eller flytta dem först.'),
    shelterMissing: text('Bostället finns inte.'),
    postcode: text('Postnumret måste vara fem siffror.'),
    image: text('Bilden måste vara en https-adress eller en sökväg som börjar med /.'),
    // A shelter's facts for guests (issue 18 §6)
    phone: (min: number, max: number) =>
      `Telefonnumret får bara innehålla siffror, mellanslag, bindestreck, parenteser och ett inledande +, och ha ${min}–${max} siffror.`,
    timeOfDay: (label: string) => `${label} måste vara en tid som TT:MM, från 00:00 till 23:59.`,
    latitude: text('Latitud måste vara ett tal från -90 till 90.'),
    longitude: text('Longitud måste vara ett tal från -180 till 180.'),
    coordinatesTogether: text('Ange både latitud och longitud, eller ingen av dem.'),
    unknownCriterion: text('Okänt kriterium.'),
    criterionRepeated: text('Varje kriterium får bara anges en gång.'),
    // Gäster and Härberget (issue 19)
    noteText: (max: number) => `Anteckningen får inte vara tom och högst ${max} tecken.`,
    photoType: text('Bilden måste vara en JPEG-, PNG- eller WebP-bild.'),
    photoUnreadable: text('Bilden kunde inte läsas. Välj en annan JPEG-, PNG- eller WebP-bild.'),
    photoTooSmall: (min: number) => `Bilden är för liten (minst ${min} × ${min} bildpunkter).`,
    // No-shows and barring (issue 19 §6, §7)
    barUntil: text('Avstängningen måste gälla till och med i dag eller ett senare datum (yyyy-MM-dd).'),
    barReason: (max: number) => `Ange en anledning till avstängningen (högst ${max} tecken).`,
    // Biståndsbeslut (issue 38)
    decisionDates: text('Ange beslutets första och sista natt (yyyy-MM-dd); den sista natten kan inte vara före den första.'),
    decisionEndPassed: text('Beslutets sista natt kan inte ha passerat.'),
    decisionTooLong: (max: number) => `Ett beslut kan gälla högst ${max} nätter.`,
    decisionMaxNights: (max: number) => `Högsta antal nätter: ett heltal från 1 till ${max}, eller inget.`,
    decisionShelters: text('Välj ett eller flera härbärgen, eller alla härbärgen som kräver biståndsbeslut.'),
    decisionEnded: text('Beslutet är avslutat och kan inte ändras.'),
    decisionBelowUsed: (nights: number) => `Högsta antal nätter kan inte bli färre än de ${nights} som redan är bokade.`,
    decisionEndingDays: (max: number) => `Antal dagar: ett heltal från 1 till ${max}.`,
    // The guest's journey (issue 18)
    sheltersWithPlaceLimit: (max: number) => `limit: 1 till ${max}.`,
    language: text('Okänt språk.'),
    // Notifications (issue 20)
    contactPreference: text('Välj e-post, sms eller inga meddelanden.'),
    outboxPage: text('Sidan måste vara ett heltal, 1 eller större.'),
    outboxStatus: text('Okänd status för utskick.'),
    personnrLastnr: text('De fyra sista siffrorna i personnumret måste vara siffror.'),
    dayOfBirthFormat: text('Födelsedatum måste vara ÅÅÅÅ-MM-DD.'),
    dayOfBirthInvalid: text('Födelsedatum är ogiltigt.'),
    mergeSameGuest: text('Välj två olika gäster.'),
    adminExists: text('Det finns redan en administratör; skapa fler konton under /administration.'),
    adminNames: text('Förnamn och efternamn måste anges.'),
    // Fakturering (issue 21)
    invoiceMonth: text('Månaden måste skrivas ÅÅÅÅ-MM.'),
    priceOre: (max: number) => `Priset måste vara ett heltal öre från 0 till ${max}.`,
    vatRateBp: text('Momsen måste vara 25, 12 eller 6 %, eller 0 % för momsfri social omsorg (2500, 1200, 600 eller 0 baspunkter).'),
    priceValidFrom: text('Gäller från måste vara ett datum (yyyy-MM-dd).'),
    organisationNumber: text('Organisationsnumret måste ha tio siffror, t.ex. 212000-0142.'),
    // Check digits and e-invoice details (issue 30)
    organisationNumberChecksum: text(
      'Organisationsnumret finns inte: kontrollsiffran (den sista siffran) stämmer inte. Kontrollera numret.',
    ),
    bankAccount: text('Skriv kontot som Bankgiro 5050-1055, Plusgiro 41234-6 eller IBAN SE45 5000 0000 0583 9825 7466 BIC ESSESESS.'),
    bankgiro: text('Bankgironumret måste ha sju eller åtta siffror med rätt kontrollsiffra, t.ex. 5050-1055.'),
    plusgiro: text('Plusgironumret måste ha två till åtta siffror med rätt kontrollsiffra, t.ex. 41234-6.'),
    iban: text('IBAN-numret är inte giltigt: landskod, kontrollsiffror och längd måste stämma, t.ex. SE45 5000 0000 0583 9825 7466.'),
    bic: text('Skriv bankens BIC efter IBAN-numret, t.ex. BIC ESSESESS.'),
    endpointId: text('E-fakturaadressen måste vara ett organisationsnummer eller en PEPPOL-adress, t.ex. 0007:2120000142.'),
    endpointIdChecksum: text('E-fakturaadressens organisationsnummer har fel kontrollsiffra. Kontrollera numret.'),
    invoicePrefix: text('Prefixet för fakturanummer får ha högst 12 tecken: bokstäver A–Z, siffror och bindestreck, t.ex. LJ-.'),
    billingFlag: (label: string) => `${label} anges som ja eller nej.`,
    billingField: (label: string, max: number) => `${label} får vara högst ${max} tecken.`,
    invoiceNote: (max: number) => `Meddelandet får vara högst ${max} tecken.`,
    draftVersion: text('Utkastets version saknas; ladda om utkasten.'),
    invoiceLineIds: text('Ange fakturaraderna med sina id, var och en en gång.'),
    invoiceLineNotOnInvoice: text('Raden finns inte på den här fakturan.'),
    disputeReason: (max: number) => `Ange en anledning för varje bestriden rad (högst ${max} tecken).`,
    disputeLines: text('Välj minst en rad att bestrida.'),
    invoiceComment: (max: number) => `Skriv en kommentar (högst ${max} tecken).`,
    creditReason: (max: number) => `Ange en anledning till krediteringen (högst ${max} tecken).`,
    // Volunteer activities (issue 35 §3)
    activityTimes: text('Sluttiden måste vara efter starttiden.'),
    activityDate: text('Datumet måste vara ett datum (yyyy-MM-dd), i dag eller senare.'),
    activityPlaces: (max: number) => `Antal volontärer måste vara ett heltal från 1 till ${max}.`,
    activityPlacesBelowSignedUp: (n: number) => `Antal volontärer kan inte bli färre än de ${n} som redan är anmälda.`,
    activityShelter: text('Välj ett boställe för aktiviteten.'),
    taskStatus: text('Status måste vara todo, in_progress eller done.'),
    taskVolunteer: text('Välj en volontär.'),
    sharedPhone: text('Telefonnumret får bara innehålla siffror, mellanslag, bindestreck och ett inledande + (högst 20 tecken).'),
    // Kompassen (issue 35 §2)
    compassKind: text('Välj vad resursen erbjuder (en av de kända sorterna).'),
    compassAudience: text('Okänd målgrupp, eller samma målgrupp två gånger.'),
    compassWeekday: text('Veckodagen måste vara 1 (måndag) till 7 (söndag).'),
    compassTooManyHours: (max: number) => `Högst ${max} öppettider per dag.`,
    compassExceptionDate: text('Varje undantag behöver ett datum (yyyy-MM-dd), och varje datum får bara ha ett undantag.'),
    compassTooManyExceptions: (max: number) => `Högst ${max} undantag.`,
    compassPosition: text('Positionen måste vara en latitud från -90 till 90 och en longitud från -180 till 180.'),
  },
  UNAUTHENTICATED: { default: 'Du måste logga in.' },
  LOGIN_FAILED: { default: 'Autentisering misslyckades.' },
  ACCOUNT_NOT_ACTIVATED: { default: 'Kontot är inte aktiverat än. Öppna länken i e-postmeddelandet vi skickade.' },
  ACCOUNT_DEACTIVATED: { default: 'Kontot är avstängt. Kontakta administratören.' },
  LINK_INVALID: { default: 'Länken är ogiltig. Kontrollera att du har kopierat hela länken.' },
  LINK_USED: { default: 'Länken har redan använts.' },
  LINK_EXPIRED: { default: 'Länken har gått ut. Be om en ny.' },
  CODE_INVALID: {
    default: 'Koden stämmer inte, har redan använts eller har gått ut. Försök igen eller be om en ny kod.',
    startCode: 'Startkoden stämmer inte, har redan använts eller har gått ut. Be personalen om en ny startkod.',
  },
  ACCOUNT_LOCKED: {
    default: 'Kontot är låst efter för många felaktiga PIN-koder. Logga in med en SMS-kod eller be personalen om en ny startkod.',
  },
  FORBIDDEN: { default: 'Du har inte rättigheter att göra detta.' },
  CROSS_SITE_REQUEST: { default: 'Förfrågan kom från en annan webbplats och nekades.' },
  NOT_FOUND: {
    default: 'Hittades inte.',
    unknownPath: 'Okänd adress.',
    invoice: 'Fakturan finns inte.',
    activity: 'Aktiviteten finns inte.',
    notSignedUp: 'Du är inte anmäld till den här aktiviteten.',
    task: 'Uppgiften finns inte.',
  },
  BOOKING_NOT_FOUND: { default: 'Booking not found' },
  PRODUCT_NOT_FOUND: { default: 'Produkten finns inte.' },
  HOST_NOT_FOUND: { default: 'Host not found' },
  GUEST_NOT_FOUND: { default: 'No matching guest found' },
  BOOKING_INVALID_TRANSITION: { default: 'Bokningen kan inte ändras så i sin nuvarande status.' },
  BOOKING_NOT_PENDING: { default: 'Only pending bookings can be confirmed.' },
  BOOKING_DUPLICATE: { default: 'A booking with these details already exists.' },
  BOOKING_OVERLAP: {
    default: 'Gästen har redan en bokning som överlappar dessa nätter.',
    mergeGuests: 'Gästerna har aktiva bokningar samma nätter; avboka eller neka den ena först.',
  },
  BOOKING_START_IN_PAST: { default: 'Incheckningsdatum kan inte vara i det förflutna.' },
  BOOKING_END_NOT_AFTER_START: { default: 'Utcheckningsdatum måste vara efter incheckningsdatum.' },
  BOOKING_TOO_LONG: { default: `En bokning kan vara högst ${MAX_NIGHTS} nätter.` },
  BOOKING_OUTSIDE_STAY: {
    default: 'Det går bara under bokningens datum.',
    checkIn: 'Incheckning kan bara göras från incheckningsdatum till utcheckningsdatum.',
  },
  PRODUCT_NOT_BOOKABLE: { default: 'Den här produkten kan inte bokas.' },
  BOOKING_WOMAN_ONLY: { default: 'Rummet är endast för kvinnor.' },
  GUEST_BARRED: {
    default: 'Du är avstängd från det här härbärget.',
    /** The guest's own request: the bar's last day. */
    self: (until: string) => `Du är avstängd från det här härbärget till och med ${until}.`,
    /** Staff (a volunteer) booking on a guest's behalf. */
    onBehalf: (until: string) => `Gästen är avstängd från härbärget till och med ${until}.`,
  },
  DECISION_REQUIRED: {
    default: 'Härbärget kräver biståndsbeslut för de här nätterna.',
    // The guest's own request (issue 38 §2).
    none: text('Härbärget kräver biståndsbeslut, och du har inget beslut som gäller här de här nätterna.'),
    period: (from: string, to: string) =>
      `Ditt biståndsbeslut gäller nätterna ${from} till och med ${to}. Nätter utanför det kan inte bokas här.`,
    nightsLeft: (n: number) => `Ditt biståndsbeslut räcker bara till ${n} ${n === 1 ? 'natt' : 'nätter'} till.`,
    // Staff booking on a guest's behalf (a volunteer) or extending a stay (the host).
    noneOnBehalf: text('Härbärget kräver biståndsbeslut, och gästen har inget beslut som gäller här de här nätterna.'),
    periodOnBehalf: (from: string, to: string) =>
      `Gästens biståndsbeslut gäller nätterna ${from} till och med ${to}. Nätter utanför det kan inte bokas här.`,
    nightsLeftOnBehalf: (n: number) => `Gästens biståndsbeslut räcker bara till ${n} ${n === 1 ? 'natt' : 'nätter'} till.`,
  },
  NO_PLACES: { default: 'Det finns inga lediga platser dessa nätter.' },
  CAPACITY_BELOW_HELD: { default: 'Antal sovplatser kan inte bli färre än de som redan är bokade.' },
  PRODUCT_IN_USE: {
    default: 'Rummet har kommande bokningar och kan inte tas bort.',
    queuedRequests: 'Rummet har köade förfrågningar; boställets värd måste avböja dem först.',
    shelterHasRooms: 'Boställets rum och tjänster måste arkiveras först.',
  },
  UNO_TAKEN: { default: 'A user with this UNO code already exists.' },
  INVOICE_NOT_READY: {
    default: 'Fakturan kan inte skickas än.',
    missingPrice: (room: string, night: string) => `Rummet ${room} har inget pris för natten ${night}. Ange ett pris under Mina Rum.`,
    missingBuyer: (region: string) =>
      `Regionen ${region} saknar faktureringsuppgifter (namn, organisationsnummer, adress och referens). Be en administratör fylla i dem.`,
    missingSeller: text('Härbärget saknar organisationsnummer eller bankkonto. Fyll i faktureringsuppgifterna först.'),
    nothingToInvoice: text('Det finns inga ofakturerade nätter för den här regionen och månaden.'),
    // Details saved before issue 30 are checked again before sending.
    invalidSeller: (what: string) =>
      `Härbärgets faktureringsuppgifter skulle inte godtas av mottagaren: ${what} Rätta dem under Faktureringsuppgifter.`,
    invalidBuyer: (region: string, what: string) =>
      `Regionen ${region}s faktureringsuppgifter skulle inte godtas av mottagaren: ${what} Be en administratör rätta dem.`,
    sellerTaxStatus: text(
      'Ange i faktureringsuppgifterna om härbärget är momsregistrerat eller godkänt för F-skatt; e-fakturan måste säga det.',
    ),
    vatNotRegistered: (room: string) =>
      `Rummet ${room} har moms, men härbärget är inte momsregistrerat. Sätt priset till 0 % (momsfritt) eller ange att härbärget är momsregistrerat.`,
    vatRate: (room: string, rate: string) =>
      `Rummet ${room} har momssatsen ${rate} %, som inte finns i Sverige. Ange 25, 12, 6 eller 0 % under Mina Rum.`,
  },
  INVOICE_DRAFT_CHANGED: { default: 'Underlaget har ändrats sedan utkastet visades. Granska det nya utkastet och skicka igen.' },
  INVOICE_NIGHTS_TAKEN: { default: 'Några av nätterna finns redan på en annan skickad faktura. Ladda om utkasten och försök igen.' },
  INVOICE_INVALID_TRANSITION: {
    default: 'Fakturan kan inte ändras så i sin nuvarande status.',
    creditNote: 'En kreditfaktura kan inte attesteras, bestridas, krediteras eller markeras betald.',
    lineCredited: 'Raden är redan krediterad.',
  },
  GUEST_HAS_ACTIVE_BOOKINGS: { default: 'Gästen har bokningar som inte är avslutade och kan inte anonymiseras än.' },
  ACTIVITY_FULL: { default: 'Aktiviteten är fullbokad: alla platser är tagna.' },
  ACTIVITY_ALREADY_SIGNED_UP: { default: 'Du är redan anmäld till den här aktiviteten.' },
  ACTIVITY_CLOSED: {
    default: 'Aktiviteten är inställd eller har redan börjat.',
    cancelled: 'Aktiviteten är inställd; det går inte att anmäla sig eller ändra den.',
    started: 'Aktiviteten har redan börjat eller är över; det går inte längre att anmäla sig eller avanmäla sig.',
  },
  TOO_MANY_REQUESTS: { default: 'För många försök. Vänta en stund och försök igen.' },
  PAYLOAD_TOO_LARGE: { default: 'Förfrågan är för stor.', photo: (mb: number) => `Bilden är för stor (högst ${mb} MB).` },
  IDEMPOTENCY_KEY_REUSED: { default: 'Nyckeln har redan använts för en annan förfrågan.' },
  BUSY: {
    default: 'Det är många ändringar just nu. Ingenting ändrades; försök igen om en stund.',
    // A gateway that is starting or stopping (issue 32): another may answer.
    unavailable: 'noQ startar eller startas om. Ingenting ändrades; försök igen om en stund.',
  },
  INTERNAL_SERVER_ERROR: { default: 'Något gick fel. Försök igen senare.' },
} as const satisfies Record<string, { default: string } & Record<string, string | ((...args: never[]) => string)>>;

/** Texts that are answers, not errors. */
export const NOTICES = {
  loggedIn: 'Inloggningen lyckades.',
  /** GET api/self/auth/: the login result of a live session. */
  sessionActive: 'Du är inloggad.',
  loggedOut: 'Du är utloggad.',
  /** The decline reason of the queued requests of a room that is archived. */
  roomGone: 'Rummet finns inte längre.',
  /** The decline reason of a reserved or confirmed booking released at the latest check-in time (issue 19 §6). */
  noShow: 'Uteblev',
  /** POST api/forgot-password/ (issue 35 §1): the same answer for every address (no enumeration). */
  resetRequested: 'Om adressen finns skickar vi en länk. Den gäller i 30 minuter.',
  /** POST api/register/ (issue 35 §1): the same answer for a new and a taken address. */
  registered: 'Titta i din e-post: öppna länken i meddelandet vi skickade för att aktivera kontot.',
} as const;
