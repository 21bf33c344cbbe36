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
