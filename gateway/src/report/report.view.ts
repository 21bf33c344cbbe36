/**
 * The nights report's views (issue 31 §1).
 */
import { type LocalDate } from '../platform/dates';
import { type ShelterView } from '../shelter/shelter.view';

export interface NightsReportRow {
  guestId: number;
  firstName: string;
  lastName: string;
  /** The guest's UNO code, when they have one (caseworkers may see it, DESIGN §3). */
  unokod: string | null;
  shelter: ShelterView;
  region: { id: number; name: string };
  nights: number;
}

export interface NightsReport {
  /** The first night of the range. */
  start: LocalDate;
  /** The last night of the range (included). */
  end: LocalDate;
  rows: NightsReportRow[];
  totalNights: number;
}

export interface GuestName {
  id: number;
  firstName: string;
  lastName: string;
  /** So that guests with the same name are told apart (issue 23 §6). */
  unokod: string | null;
}

/** The report's optional narrowing to one shelter or one region (issue 23 §10). */
export interface ReportPlaceFilter {
  shelterId?: unknown;
  regionId?: unknown;
}
