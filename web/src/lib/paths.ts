// Route paths of SPEC §2, declared once. Route definitions and links both use these constants;
// paths with parameters have a builder next to them.
import type { Group } from '../gql/graphql';

export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  /** Issue 20 §4–6: reached from the login page or an e-mailed link (the token in the link's #fragment). */
  forgotPassword: '/password/forgot',
  resetPassword: '/password/reset',
  invitation: '/invitation',
  activate: '/register/activate',
  /** Issue 36: logging in without e-mail, reached from the login page. */
  loginPhone: '/login/phone',
  loginPin: '/login/pin',
  loginStartCode: '/login/start',
  registerPhone: '/register/phone',
  unauthorized: '/unauthorized',

  // group user
  user: '/user',
  userLanding: '/user-landing',
  accommodation: '/accommodations/:id',
  accommodationBooking: '/accommodations/:id/booking',
  userRequests: '/user/requests',

  // group host
  host: '/host',
  hostRequests: '/host/requests',
  hostProducts: '/host/products',
  tonight: '/host/tonight',
  calendar: '/host/calendar',
  hostGuests: '/host/guests',
  /** One guest of the host's shelter (Gäster, issue 19). */
  hostGuest: '/host/guests/:id',
  hostShelter: '/host/shelter',
  /** Fakturering (issue 21). */
  hostInvoices: '/host/invoices',

  // group caseworker
  caseworker: '/caseworker',
  caseworkerRequests: '/caseworker/requests',
  caseworkerUsers: '/caseworker/users',
  caseworkerStatistics: '/caseworker/statistics',
  /** Biståndsbeslut (issue 38): the reports (nights per decision, ending soon); with ?guest=id a guest's decisions. */
  caseworkerDecisions: '/caseworker/decisions',
  /** Fakturor to check and attest (issue 21); `?guest=&month=&shelter=` from the report's 'Fakturera'. */
  caseworkerInvoices: '/caseworker/invoices',

  /** Beläggning och avvisningar (issue 37): caseworkers and admins. */
  occupancy: '/statistics/occupancy',

  /** Kompassen (issue 35 §2): every group reads it; admins and host staff keep it. */
  compass: '/compass',
  compassKeep: '/compass/keep',

  // group volunteer
  volunteer: '/volunteer',
  volunteerRequests: '/volunteer/requests',
  /** Aktiviteter (issue 35 §3): the volunteer's sign-ups; host staff and admins keep them. */
  volunteerActivities: '/volunteer/activities',
  hostActivities: '/host/activities',
  adminActivities: '/administration/activities',

  // group admin (DESIGN §3)
  administration: '/administration',

  // top bar and guest start page targets
  notifications: '/notifications',
  settings: '/settings',
  userManagement: '/user-management',
  seeBookings: '/se-bokningar',
  /** One booking, as its reader may see it (a notification opens it; issue 23 §8). */
  booking: '/bookings/:id',
  bookingStatus: '/status-bokningar',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** A path with its `:id` filled in (encoded, as react-router's generatePath does). */
const withId = (path: string, id: string | number): string => path.replace(':id', encodeURIComponent(String(id)));

export const accommodationPath = (id: string | number): string => withId(paths.accommodation, id);

export const accommodationBookingPath = (id: string | number): string => withId(paths.accommodationBooking, id);

export const hostGuestPath = (id: string | number): string => withId(paths.hostGuest, id);

export const bookingPath = (id: string | number): string => withId(paths.booking, id);

/** The home route of a group: where `/` and the logo lead (SPEC §2; the FIRST group decides). */
export const groupHome: Record<Group, AppPath> = {
  user: paths.user,
  host: paths.host,
  caseworker: paths.caseworker,
  volunteer: paths.volunteer,
  admin: paths.administration,
};

export const homeFor = (groups: readonly Group[]): AppPath => {
  const first = groups[0];
  return first === undefined ? paths.home : groupHome[first];
};
