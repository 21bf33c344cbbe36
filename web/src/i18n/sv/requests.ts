import { serverErrors } from './server-errors';
import { staffTitles } from './titles';

/** Texts of the shared requests page, host and caseworker variants (SPEC §2 Requests page). */
export const requests = {
  /** The route's title in the top bar (the side menu's entry). */
  title: staffTitles.requests,
  /**
   * The page's header: the menu's and the title's word (issue 33 §14; SPEC §2 says 'Bokningar', a
   * recorded difference: the page showed 'Bokningar' under the title 'Förfrågningar').
   */
  heading: staffTitles.requests,
  empty: 'Det finns inga bokningar att hantera.',
  unknownShelter: 'Okänt Härbärge',
  noEndDate: 'Ingen utcheckning',
  columns: {
    select: 'Markera',
    received: 'Mottagen',
    guest: 'Gäst',
    unokod: 'Unokod',
    status: 'Status',
    flag: 'Flagga',
    details: 'Detaljer',
    checkIn: 'Incheckning',
    checkOut: 'Utcheckning',
    actions: 'Åtgärder',
  },
  /** SPEC: the accept and reject labels of each variant. */
  host: { accept: 'Tilldela', reject: 'Neka' },
  caseworker: { accept: 'Tillråda', reject: 'Avråda' },
  /** SPEC: '<accept label> alla markerade'. */
  bulk: (accept: string) => `${accept} alla markerade`,
  selectAll: (shelter: string) => `Markera alla i ${shelter}`,
  selectRow: (guest: string) => `Markera ${guest}`,
  flagged: 'Flaggad',
  notFlagged: 'Ej flaggad',
  /** The guest is barred from the shelter (issue 19 §7; Booking.guestBarredUntil). */
  barredUntil: (date: string) => `Avstängd till och med ${date}`,
  /** Issue 38: the biståndsbeslut the request is tied to. */
  decision: (caseNumber: string, endDate: string) => `Biståndsbeslut ${caseNumber}, till och med ${endDate}`,
  message: 'Meddelande:',
  /** Issue 9: the booking's audit trail on its row. */
  history: 'Historik',
  historyFor: (guest: string) => `Historik för ${guest}`,
  actorGroup: {
    user: 'Gäst',
    host: 'Värd',
    caseworker: 'Handläggare',
    volunteer: 'Volontär',
    admin: 'Admin',
    system: 'System',
  } as Readonly<Record<string, string>>,
  undo: 'Ångra',
  undoFor: (guest: string) => `Ångra för ${guest}`,
  acceptFor: (label: string, guest: string) => `${label} ${guest}`,
  queue: 'I kö',
  queueHint: 'Förfrågningar som väntar på en ledig plats, i den ordning de flyttas fram.',
  reasonTitle: (action: string, guest: string) => `${action}: ${guest}`,
  reasonLabel: 'Anledning (frivillig)',
  /** After a single action: the row's new status. */
  handled: (guest: string, status: string) => `${guest}: ${status}.`,
  undone: (guest: string) => `${guest} avvaktar igen.`,
  failed: (guest: string, message: string) => `${guest}: ${message}`,
  batchSummary: (done: number, failed: number) => (failed === 0 ? `${done} klara.` : `${done} klara, ${failed} misslyckades:`),
  batchNothing: 'Markera minst en bokning.',
  /** Issue 19: the select-all box's visible words on a phone (the list is cards there). */
  selectAllShort: 'Markera alla',
  /** Issue 19: how long a request has waited, from its booking time to now. */
  waited: {
    minutes: (n: number) => `väntat ${n} min`,
    hours: (n: number) => `väntat ${n} h`,
    days: (n: number) => `väntat ${n} dygn`,
  },
  /** Issue 19: the filters above the lists (over the rows already loaded). */
  filters: {
    label: 'Filtrera bokningar',
    night: 'Natt',
    allNights: 'Alla nätter',
    room: 'Rum',
    allRooms: 'Alla rum',
    clear: 'Visa alla',
    shown: (shown: number, total: number) => `Visar ${shown} av ${total} bokningar.`,
    none: 'Inga bokningar matchar filtret.',
  },
  /** Server codes whose messages are not Swedish (they keep SPEC's old REST texts). */
  serverErrors,
};
