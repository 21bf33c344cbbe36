/**
 * Staff texts of the messages that leave the product (issue 20): the host staff's digest setting
 * and the admin's Utskick. Swedish only, like every staff screen.
 */
export const hostDigest = {
  heading: 'E-post om nya förfrågningar',
  label: 'Skicka mig e-post om nya förfrågningar till mitt härbärge (högst en gång per kvart)',
  hint: 'E-posten säger hur många nya förfrågningar som kommit, med rum och datum. Inga uppgifter om gästerna.',
  noEmail: 'Ditt konto har ingen e-postadress.',
  on: 'Du får e-post om nya förfrågningar.',
  off: 'Du får ingen e-post om nya förfrågningar.',
  failed: 'Det gick inte att spara. Försök igen.',
};

export const outbox = {
  heading: 'Utskick',
  listLabel: 'Lista över utskick',
  intro: 'E-post och sms som noQ skickar eller har försökt skicka, senaste först. Innehållet visas inte.',
  filterLabel: 'Visa',
  all: 'Alla',
  status: {
    pending: 'Väntar',
    sent: 'Skickat',
    failed: 'Misslyckat',
    no_channel: 'Ej skickat – ingen kanal',
  },
  channel: { email: 'E-post', sms: 'Sms' },
  columns: {
    time: 'Tid',
    status: 'Status',
    channel: 'Kanal',
    template: 'Meddelande',
    recipient: 'Mottagare',
    attempts: 'Försök',
  },
  /** The catalogue's templates (gateway/src/notify/catalogue.ts) by their Swedish names; gateway/src/notify/outbox-labels.test.ts checks each has one. */
  templates: {
    'booking.received': 'Förfrågan mottagen',
    'booking.queued': 'I kö',
    'booking.promoted': 'Flyttad från kön',
    'booking.assigned': 'Tilldelad plats',
    'booking.confirmed': 'Bokning bekräftad',
    'booking.declined': 'Nekad',
    'booking.no_show': 'Uteblev – platsen släppt',
    'booking.arrival': 'Ankomstdag',
    'host.digest': 'Nya förfrågningar (värd)',
    'account.sms_code': 'Inloggningskod (sms)',
    'account.password_reset': 'Återställ lösenord',
    'account.activation': 'Aktivera konto',
    'account.registration_attempt': 'Registreringsförsök med befintlig adress',
    'activity.reminder': 'Påminnelse om aktivitet (volontär)',
    'activity.cancelled': 'Aktivitet inställd (volontär)',
    'decision.ending': 'Biståndsbeslut tar snart slut (gäst)',
    'decision.ending_caseworker': 'Biståndsbeslut tar snart slut (handläggare)',
    'account.invitation': 'Inbjudan till konto',
  } as Record<string, string>,
  nextAttempt: (at: string) => `nästa försök ${at}`,
  sentAt: (at: string) => `skickat ${at}`,
  reason: 'Orsak',
  empty: 'Inga utskick.',
  total: (n: number) => `${n} utskick`,
  pageOf: (page: number, pages: number) => `Sida ${page} av ${pages}`,
  previous: 'Föregående',
  next: 'Nästa',
  pagingLabel: 'Sidor',
};
