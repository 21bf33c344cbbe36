/**
 * The staff pages' route titles, shown after the dash in the top bar (SPEC §2 Layout). They are
 * part of the app's first chunk (the route table), so they live apart from the staff areas' texts,
 * which only those pages' chunks load (issue 17's budgets). The areas refer to these.
 */
export const staffTitles = {
  hostOverview: 'Överblick',
  hostProducts: 'Mina Rum',
  hostTonight: 'Ikväll',
  hostCalendar: 'Kalender',
  hostGuests: 'Gäster',
  hostShelter: 'Härberget',
  hostInvoicing: 'Fakturering',
  requests: 'Förfrågningar',
  caseworker: {
    overview: 'Överblick',
    requests: 'Förfrågningar',
    users: 'Användare',
    statistics: 'Statistik',
    invoices: 'Fakturor',
    /** Issue 38: the menu's entry (the reports); a guest's decisions are reached from Användare. */
    decisions: 'Biståndsbeslut',
  },
  volunteer: {
    rooms: 'Hitta Tillgängliga Rum',
    requests: 'Bokningar',
  },
  administration: 'Administration',
  /** Issue 37, for caseworkers and admins. */
  occupancy: 'Beläggning och avvisningar',
  /** Volunteer activities (issue 35 §3): volunteers, host staff and admins. */
  activities: 'Aktiviteter',
};
