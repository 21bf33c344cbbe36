/**
 * The auth feature's views (issue 31 §1): the logged-in person and a login's answer, as the GraphQL
 * types implement them.
 */
import { type Group } from '../domain/roles';
import { type ShelterView } from '../shelter/shelter.view';
import { type Gender, type Language } from '../domain/person';

export interface MeView {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  usergroups: Group[];
  host: ShelterView | null;
  mustChangePassword: boolean;
  /** A guest's recorded gender (null when unknown, and for anyone who is not a guest). */
  gender: Gender | null;
  language: Language;
}

export interface LoginResult {
  token: string;
  expiresAt: Date;
  me: MeView;
  /** The device cookie's tokens after this login (issue 29 §4): this account's first when it was new here. */
  deviceTokens: string[];
}
