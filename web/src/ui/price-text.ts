import type { RoomPriceFieldsFragment } from '../gql/graphql';
import { prices as t } from '../i18n/sv/prices';
import { formatRate, formatSek } from '../lib/money';

// A room's price in a list (Mina Rum, the administration's rooms). The price dialog itself
// (ui/RoomPrices.tsx) is a chunk of its own, fetched when opened (issue 17's budgets).

/** A room's price as one line: "450,00 kr (moms 0 %) från 2026-01-01", or 'Inget pris'. */
export function priceText(price: Pick<RoomPriceFieldsFragment, 'priceOre' | 'vatRateBp' | 'validFrom'> | null | undefined): string {
  if (!price) return t.none;
  return `${t.perNight(formatSek(price.priceOre), formatRate(price.vatRateBp))} ${t.from(price.validFrom)}`;
}
