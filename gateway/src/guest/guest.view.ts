/**
 * The guest feature's views (issue 31 §1): what the service answers and the GraphQL types
 * implement.
 */
import type { LocalDate } from '../platform/dates';

/** The full SPEC §3 guest record, for caseworkers of the guest's shelters only. */
export interface GuestRecord {
  id: number;
  firstName: string;
  lastName: string;
  gender: 'K' | 'M' | null;
  street: string;
  postcode: string;
  city: string;
  country: string;
  phone: string;
  email: string | null;
  unokod: string;
  dayOfBirth: LocalDate | null;
  personnrLastnr: string;
  requirements: string;
  lastEdit: Date;
  flag: boolean;
  region: { id: number; name: string } | null;
}

/** A page of guests and how many match in all. */
export interface GuestSummaryPage {
  /** How many match, counted up to a limit: exact when `totalExact`, else at least this many. */
  total: number;
  totalExact: boolean;
  offset: number;
  items: GuestSummary[];
}

/**
 * What a volunteer sees of a guest (DESIGN §3): these four fields, and (issue 35 §1, for the
 * original's newest client) the name of the guest's home region when known.
 */
export interface GuestSummary {
  id: number;
  firstName: string;
  lastName: string;
  uno: string;
  regionName?: string | null;
}

/** Raw input from either transport: the service checks every field itself. */
export interface CreateGuestInput {
  firstName?: unknown;
  lastName?: unknown;
  uno?: unknown;
  gender?: unknown;
  /** Issue 36: the login phone (a Swedish mobile number), optional. */
  phone?: unknown;
  /** Issue 35 §1: the guest's home region by its name (as the original's newest client sends it), optional. */
  region?: unknown;
}

export interface GuestSearch {
  firstName?: unknown;
  lastName?: unknown;
  uno?: unknown;
  /**
   * Issue 23 §11: each given field matches a part of the name (or the start of the UNO code),
   * ignoring case and accents ("jose" finds José, "ostberg" Östberg). Without it, exact (SPEC §5).
   */
  partial?: boolean;
}
