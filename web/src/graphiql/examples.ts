/** Example operations per role for the GraphiQL intro panel (issue 8 §1). */
export interface Example {
  role: string;
  title: string;
  query: string;
  /** JSON variables for the editor's Variables tab. */
  variables?: string;
}

export const EXAMPLES: Example[] = [
  { role: 'Alla / Anyone', title: 'Vem är jag? / Who am I?', query: '{\n  me {\n    firstName\n    lastName\n    usergroups\n  }\n}\n' },
  {
    role: 'Värd / Host',
    title: 'Översikt / Overview counts',
    query: '{\n  hostCounts {\n    pendingCount\n    arrivalsCount\n    departuresCount\n    currentGuestsCount\n  }\n}\n',
  },
  {
    role: 'Värd / Host',
    title: 'Förfrågningar / Pending requests',
    query:
      '{\n  hostRequests {\n    id\n    status\n    startDate\n    endDate\n    guest {\n      firstName\n      lastName\n    }\n    product {\n      name\n    }\n  }\n}\n',
  },
  {
    role: 'Gäst / Guest',
    title: 'Begär en bokning / Request a booking',
    query:
      'mutation RequestBooking($productId: ID!, $start: LocalDate!, $end: LocalDate!) {\n  requestBooking(input: { productId: $productId, startDate: $start, endDate: $end }) {\n    id\n    status\n  }\n}\n',
    variables: '{\n  "productId": "1",\n  "start": "2026-12-01",\n  "end": "2026-12-03"\n}\n',
  },
  {
    role: 'Gäst / Guest',
    title: 'Mina bokningar / My bookings',
    query: '{\n  myBookings {\n    id\n    status\n    startDate\n    endDate\n  }\n}\n',
  },
];
