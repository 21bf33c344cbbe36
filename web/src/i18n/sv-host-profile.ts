// The host's Gäster and Härberget pages: sv-host's areas and the profile's own (sv/host-profile.ts),
// which only these pages' chunks carry (issue 17's budgets: /host does without them).
import { hostGuests, hostShelter } from './sv/host-profile';
import { sv as hostSv } from './sv-host';

export const sv = { ...hostSv, host: { ...hostSv.host, guests: hostGuests, shelter: hostShelter } };
