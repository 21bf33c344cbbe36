/**
 * 'Skicka' in a cluster (issue 21): two gateway processes over one PostgreSQL get the same drafts
 * sent at the same moment, one through each. For every draft exactly one send succeeds and the
 * other is refused in Swedish (INVOICE_NIGHTS_TAKEN or INVOICE_DRAFT_CHANGED); no night is on two
 * invoices, and the shelter's numbers run 1..n without a gap. Runs where PostgreSQL, nginx and
 * the built gateway exist (clusterDescribe).
 */
import { GatewayProcess, freePort } from '../test-support/cluster';
import { clusterDescribe } from '../test-support/cluster-describe';
import { useSuite } from '../test-support/suite';

const describeCluster = clusterDescribe();
const today = '2030-04-10';
const month = '2030-03';
const s = useSuite(today);

describeCluster('invoicing over two gateways on one Postgres', () => {
  const gateways: GatewayProcess[] = [];
  afterAll(async () => {
    for (const g of gateways) await g.stop();
  });

  it('each draft sent through both at once is sent once; numbers have no gaps', async () => {
    const admin = await s.f.admin();
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter, { places: 50 });
    const host = await s.f.host(shelter);
    await s.services.billingDetails.updateShelterBilling(host, {
      organisationNumber: '802002-4538',
      bankAccount: 'Bankgiro 5050-1055',
      fSkatt: true,
    });
    await s.services.prices.setPrice(host, { productId: room, validFrom: '2030-01-01', priceOre: 40_000 });
    const regions: number[] = [];
    for (let i = 0; i < 8; i++) {
      const region = await s.f.region();
      await s.services.billingDetails.updateRegionBilling(admin, {
        regionId: region,
        name: `Kommun ${i}`,
        organisationNumber: '212000-0142',
        street: 'Gatan 1',
        postcode: '11122',
        city: 'Stad',
        reference: 'R',
      });
      const guest = await s.f.guest();
      await s.db.dataSource.query(`UPDATE guest_profile SET region_id = $2 WHERE user_id = $1`, [guest.userId, region]);
      await s.db.dataSource.query(
        `INSERT INTO booking (product_id, guest_id, status, start_date, end_date, requested_by, requested_by_group)
         VALUES ($1, $2, 'completed', '2030-03-02', '2030-03-09', $2, 'user')`,
        [room, guest.userId],
      );
      regions.push(region);
    }
    const drafts = await s.services.invoices.drafts(host, month);
    const cookie = await s.f.sessionCookie(host.userId);

    const env = { NOQ_TODAY: today };
    gateways.push(new GatewayProcess(await freePort(), env), new GatewayProcess(await freePort(), env));
    await Promise.all(gateways.map((g) => g.start()));

    const send = (g: GatewayProcess, regionId: number, version: string) =>
      fetch(`${g.url}/api/host/invoices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: g.url },
        body: JSON.stringify({ month, region_id: regionId, draft_version: version }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: string; message?: string; number?: number } }));

    const answers = await Promise.all(
      regions.flatMap((region) => {
        const d = drafts.find((x) => x.region.id === region);
        if (!d) throw new Error('draft missing');
        return gateways.map((g) => send(g, region, d.version));
      }),
    );
    for (let i = 0; i < regions.length; i++) {
      const pair = answers.slice(2 * i, 2 * i + 2);
      expect(pair.filter((a) => a.status === 200)).toHaveLength(1);
      const refused = pair.find((a) => a.status !== 200);
      expect(refused?.status).toBe(409);
      expect(['INVOICE_NIGHTS_TAKEN', 'INVOICE_DRAFT_CHANGED']).toContain(refused?.body.code);
    }
    const numbers: { number: number }[] = await s.db.dataSource.query(`SELECT number FROM invoice WHERE shelter_id = $1 ORDER BY number`, [
      shelter,
    ]);
    expect(numbers.map((n) => n.number)).toEqual(regions.map((_r, i) => i + 1));
    const twice = await s.db.dataSource.query(
      `SELECT guest_id, night, count(*)::int AS n
         FROM (SELECT l.guest_id, unnest(l.nights) AS night FROM invoice_line l JOIN invoice i ON i.id = l.invoice_id WHERE i.shelter_id = $1) x
        GROUP BY guest_id, night HAVING count(*) > 1`,
      [shelter],
    );
    expect(twice).toEqual([]);
  }, 120_000);
});
