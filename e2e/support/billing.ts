// Billing set up for a journey that drafts invoices (issues 21, 38).
import type { APIRequestContext } from 'playwright-core';
import { gqlData } from './staff-session';

/**
 * What a draft needs, in case the demo lacks it: the shelter's seller details, a price on every
 * room, every region's billing details. Only what is missing is set (the demo's own values stay).
 */
export async function readyToBill(host: APIRequestContext, admin: APIRequestContext): Promise<void> {
  const { shelterBilling } = await gqlData<{ shelterBilling: { complete: boolean } }>(host, '{ shelterBilling { complete } }');
  if (!shelterBilling.complete) {
    await gqlData(
      host,
      'mutation { updateShelterBilling(input: { organisationNumber: "8020024538", bankAccount: "Bankgiro 5050-1055", fSkatt: true }) { complete } }',
    );
  }
  const { myShelter } = await gqlData<{ myShelter: { products: { id: string; type: string; currentPrice: { id: string } | null }[] } }>(
    host,
    '{ myShelter { products { id type currentPrice { id } } } }',
  );
  // Rooms are billed per night; services have no price.
  for (const p of myShelter.products.filter((x) => !x.currentPrice && (x.type === 'room' || x.type === 'woman_only'))) {
    await gqlData(host, 'mutation($i: SetProductPriceInput!) { setProductPrice(input: $i) { id } }', {
      i: { productId: p.id, validFrom: '2000-01-01', priceOre: 45_000 },
    });
  }
  const { regionBillings } = await gqlData<{ regionBillings: { regionId: string; regionName: string; complete: boolean }[] }>(
    admin,
    '{ regionBillings { regionId regionName complete } }',
  );
  for (const r of regionBillings.filter((x) => !x.complete)) {
    await gqlData(admin, 'mutation($i: RegionBillingInput!) { updateRegionBilling(input: $i) { complete } }', {
      i: {
        regionId: r.regionId,
        name: `${r.regionName}, Socialförvaltningen`,
        organisationNumber: '2120000142',
        street: 'Box 44',
        postcode: '10120',
        city: r.regionName,
        reference: 'SOC-E2E',
      },
    });
  }
}
