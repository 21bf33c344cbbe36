/**
 * The SMS adapter against a local HTTP server playing the provider (46elks' shape): a form-encoded
 * POST with from, to and message and HTTP Basic credentials; 2xx sent, 5xx retried with back-off,
 * 4xx failed at once with the provider's answer as the reason.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inTransaction } from '../platform/db/database';
import { useSuite } from '../test-support/suite';
import { at } from '../test-support/at';
import { smsSender } from './channels';
import { OutboxDelivery } from './delivery';
import { enqueue } from './outbox';

const s = useSuite('2025-11-10');

interface Seen {
  method: string;
  path: string;
  contentType: string;
  authorization: string;
  form: Record<string, string>;
}

let server: Server;
let url: string;
const seen: Seen[] = [];
/** What the provider answers next (status), by the recipient number. */
const answers = new Map<string, number[]>();

const body = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let t = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (t += c));
    req.on('end', () => resolve(t));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void body(req).then((text) => {
      const form = Object.fromEntries(new URLSearchParams(text));
      seen.push({
        method: req.method ?? '',
        path: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        authorization: req.headers.authorization ?? '',
        form,
      });
      const status = answers.get(form.to ?? '')?.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status < 300 ? JSON.stringify({ id: 's1', status: 'created' }) : JSON.stringify({ error: `fel ${status}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/a1/sms`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const settings = () => ({ url, from: 'noQ', user: 'u123', password: 'hemligt' });

async function queue(to: string): Promise<number> {
  const [id] = await inTransaction(s.db.dataSource, (tx) =>
    enqueue(tx, [
      {
        template: 'booking.assigned',
        channel: 'sms',
        address: to,
        language: 'en',
        params: {
          firstName: 'Amira',
          shelter: 'Härbärget',
          room: 'Rum 2',
          startDate: '2025-11-11',
          endDate: '2025-11-12',
          checkInUntil: '22:00',
        },
      },
    ]),
  );
  return id as number;
}

const pass = (ids: number[]) =>
  new OutboxDelivery(s.db.dataSource, { sms: smsSender(settings()) }, 'https://noq.test').runOnce({ onlyIds: ids });
const row = async (id: number) =>
  at<{ status: string; attempts: number; last_error: string | null; wait_s: number }>(
    await s.db.dataSource.query(
      `SELECT status, attempts, last_error, extract(epoch FROM next_attempt_at - clock_timestamp())::float AS wait_s FROM outbox_message WHERE id = $1`,
      [id],
    ),
    0,
  );

it('posts the form with Basic auth; 2xx is sent', async () => {
  const id = await queue('+46701110001');
  expect(await pass([id])).toMatchObject({ sent: 1 });
  const req = at(
    seen.filter((r) => r.form.to === '+46701110001'),
    0,
  );
  expect(req.method).toBe('POST');
  expect(req.path).toBe('/a1/sms');
  expect(req.contentType).toBe('application/x-www-form-urlencoded');
  expect(req.authorization).toBe(`Basic ${Buffer.from('u123:hemligt').toString('base64')}`);
  expect(Object.keys(req.form).sort()).toEqual(['from', 'message', 'to']);
  expect(req.form.from).toBe('noQ');
  expect(req.form.message).toContain('The shelter has given you a place.');
  expect(req.form.message).toContain('Rum 2, Härbärget, 2025-11-11 – 2025-11-12');
  expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
});

it('5xx is retried after a back-off, then sent', async () => {
  answers.set('+46701110002', [503]);
  const id = await queue('+46701110002');
  expect(await pass([id])).toMatchObject({ retried: 1, sent: 0 });
  const r = await row(id);
  expect(r).toMatchObject({ status: 'pending', attempts: 1 });
  expect(r.last_error).toContain('HTTP 503');
  expect(r.wait_s).toBeGreaterThan(30);
  await s.db.dataSource.query(`UPDATE outbox_message SET next_attempt_at = clock_timestamp() WHERE id = $1`, [id]);
  expect(await pass([id])).toMatchObject({ sent: 1 });
  expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  expect(seen.filter((x) => x.form.to === '+46701110002')).toHaveLength(2);
});

it('4xx fails at once with the reason, and is not tried again', async () => {
  answers.set('+46701110003', [400]);
  const id = await queue('+46701110003');
  expect(await pass([id])).toMatchObject({ failed: 1 });
  expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringContaining('HTTP 400') });
  expect(await pass([id])).toMatchObject({ failed: 0, sent: 0, retried: 0 });
  expect(seen.filter((x) => x.form.to === '+46701110003')).toHaveLength(1);
});

it('a provider that is not there is a transient failure', async () => {
  const id = await queue('+46701110004');
  const d = new OutboxDelivery(
    s.db.dataSource,
    { sms: smsSender({ ...settings(), url: 'http://127.0.0.1:9/a1/sms' }) },
    'https://noq.test',
  );
  expect(await d.runOnce({ onlyIds: [id] })).toMatchObject({ retried: 1 });
  expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });
});
