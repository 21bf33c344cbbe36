import type { Group } from '../../gql/graphql';
import { staffTitles } from './titles';

/** Texts of the account area (see i18n/sv.ts): notifications, settings, the own account. */
export const account = {
  titles: {
    booking: 'Bokning',
    notifications: 'Notiser',
    settings: 'Inställningar',
    userManagement: 'Mitt konto',
    administration: staffTitles.administration,
  },

  notifications: {
    heading: 'Notiser',
    intro: 'Det senaste som har hänt med bokningar som rör dig.',
    empty: 'Inga notiser.',
    unread: 'Ny',
    /** "Tilldelad: Rum 1, Härbärget Ljusglimten" */
    what: (status: string, room: string, shelter: string) => `${status}: ${room}, ${shelter}`,
    guest: (name: string) => `Gäst: ${name}`,
    stay: (from: string, to: string) => `${from} – ${to}`,
    reason: (reason: string) => `Anledning: ${reason}`,
    by: {
      user: 'av gästen',
      host: 'av värden',
      caseworker: 'av handläggaren',
      volunteer: 'av volontären',
      admin: 'av administratören',
      system: 'automatiskt',
    } as Readonly<Record<string, string>>,
    newRequest: 'Ny förfrågan',
    /** A caseworker's decisions running out (issue 38 §4). */
    decisionsHeading: 'Biståndsbeslut som tar slut',
    decisionEnding: (caseNumber: string, guest: string, endDate: string) =>
      `${caseNumber} för ${guest} gäller till och med natten ${endDate}`,
  },

  /** One booking, opened from a notification (issue 23 §8). */
  booking: {
    heading: 'Bokning',
    back: 'Till notiserna',
    toList: 'Till bokningarna',
    notFound: 'Bokningen finns inte, eller så får du inte se den.',
    history: 'Så har bokningen ändrats',
  },

  settings: {
    /** Issue 23 §7: why an account with an initial password lands here. */
    mustChange: 'Du måste byta lösenord innan du kan använda noQ. Välj ett nytt lösenord här nedan.',
    heading: 'Inställningar',
    nameHeading: 'Namn',
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    saveName: 'Spara namn',
    nameSaved: 'Namnet är sparat.',
    nameRequired: 'Förnamn och efternamn måste fyllas i.',
    passwordHeading: 'Byt lösenord',
    currentPassword: 'Nuvarande lösenord',
    newPassword: 'Nytt lösenord',
    repeatPassword: 'Upprepa nytt lösenord',
    passwordHint: 'Minst 8 tecken.',
    savePassword: 'Byt lösenord',
    passwordSaved: 'Lösenordet är bytt. Du har loggats ut på dina andra enheter.',
    passwordTooShort: 'Det nya lösenordet måste vara minst 8 tecken.',
    passwordMismatch: 'De nya lösenorden är inte likadana.',
    saving: 'Sparar...',
    failed: 'Det gick inte att spara. Försök igen.',
  },

  contact: {
    /** Issue 20 §3: how booking messages reach a guest (app_user.contact_preference). */
    heading: 'Meddelanden om dina bokningar',
    intro: 'Hur vill du få besked när något händer med en bokning?',
    email: 'E-post',
    sms: 'Sms',
    none: 'Inga meddelanden',
    noEmail: 'Ditt konto har ingen e-postadress, så inga e-postmeddelanden kan skickas.',
    noPhone: 'Vi har inget telefonnummer till dig, så inga sms kan skickas.',
    save: 'Spara',
    saved: 'Ditt val är sparat.',
  },
  userManagement: {
    heading: 'Mitt konto',
    emailHeading: 'Byt e-post',
    newEmail: 'Ny e-postadress',
    currentPassword: 'Nuvarande lösenord',
    saveEmail: 'Spara e-post',
    emailSaved: 'E-postadressen är sparad.',
    name: 'Namn',
    email: 'E-post',
    groups: 'Roller',
    shelter: 'Härbärge',
    noName: 'Inget namn angivet',
    change: 'Ändra namn eller lösenord',
  },

  administration: {
    heading: 'Administration',
    pending: 'Här kommer administratörer att hantera härbärgen, rum, personalkonton och handläggares härbärgen.',
  },

  /** The groups in Swedish (DESIGN §3). */
  groupLabel: {
    user: 'Gäst',
    host: 'Värd',
    caseworker: 'Handläggare',
    volunteer: 'Volontär',
    admin: 'Administratör',
  } satisfies Record<Group, string>,
};
