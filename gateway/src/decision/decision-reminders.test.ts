/**
 * A biståndsbeslut running out (issue 38 §4): three days before its last night the guest (by their
 * channel, in their language) and the caseworker who recorded it (e-mail) get one message each,
 * once per decision and last night; an extension is told again when it runs out; an ended
 * decision is not told.
 */
import { addDays } from '../platform/dates';
import { render } from '../notify/catalogue';
import { useSuite } from '../test-support/suite';

const TODAY = '2030-07-01';
const s = useSuite(TODAY);

afterEach(() => s.clock.set(TODAY));

type Row = { template: string; channel: string; address: string; language: string; params: Record<string, string> };
const messages = async (ids: number[]): Promise<Row[]> =>
  s.db.dataSource.query(
    `SELECT template, channel, address, language, params FROM outbox_message WHERE recipient_id = ANY ($1::int[]) AND template LIKE 'decision.%' ORDER BY id`,
    [ids],
  );

it('tells the guest and the caseworker once, three days before; again after an extension; never an ended one', async () => {
  const region = await s.f.region();
  const shelter = await s.f.shelter({ regionId: region });
  const guest = await s.f.guest({ login: true });
  await s.db.dataSource.query(`UPDATE app_user SET contact_preference = 'email', language = 'pl' WHERE id = $1`, [guest.userId]);
  await s.db.dataSource.query(`UPDATE guest_profile SET region_id = $2 WHERE user_id = $1`, [guest.userId, region]);
  const caseworker = await s.f.caseworker([shelter], { login: true });
  const d = await s.services.decisions.record(caseworker, {
    guestId: guest.userId,
    caseNumber: 'SOC 2030/77',
    startDate: TODAY,
    endDate: addDays(TODAY, 5),
    anyShelter: true,
    note: 'Anteckning som aldrig skickas',
  });
  const ended = await s.services.decisions.record(caseworker, {
    guestId: guest.userId,
    caseNumber: 'SOC 2030/78',
    startDate: TODAY,
    endDate: addDays(TODAY, 2),
    anyShelter: true,
  });
  await s.services.decisions.end(caseworker, ended.id);

  // Five days before: nothing.
  expect(await s.services.decisions.sendEndingReminders()).toBe(0);
  // Three days before: one to each; a second pass sends nothing more.
  s.clock.set(addDays(TODAY, 2));
  expect(await s.services.decisions.sendEndingReminders()).toBe(2);
  expect(await s.services.decisions.sendEndingReminders()).toBe(0);
  const rows = await messages([guest.userId, caseworker.userId]);
  expect(rows.map((r) => [r.template, r.channel, r.address, r.language])).toEqual([
    ['decision.ending', 'email', guest.email, 'pl'],
    ['decision.ending_caseworker', 'email', caseworker.email, 'sv'],
  ]);
  expect(rows[0]?.params).toEqual({ firstName: guest.firstName, endDate: addDays(TODAY, 5) });
  expect(JSON.stringify(rows)).not.toMatch(/Anteckning/);
  const text = render('decision.ending', { language: 'pl', params: rows[0]?.params ?? {}, secret: null, baseUrl: 'https://noq.example' });
  expect(text?.text).toContain(`do ${addDays(TODAY, 5)} włącznie`);

  // Extended: told again when the new last night comes near.
  await s.services.decisions.change(caseworker, d.id, { endDate: addDays(TODAY, 10) });
  expect(await s.services.decisions.sendEndingReminders()).toBe(0);
  s.clock.set(addDays(TODAY, 8));
  expect(await s.services.decisions.sendEndingReminders()).toBe(2);
});
