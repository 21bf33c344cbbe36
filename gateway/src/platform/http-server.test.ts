import type { AddressInfo } from 'node:net';
import { drainableServer, startingAnswer } from './http-server';

/** A request that arrives while the gateway starts waits for the app; the probes answer at once. */
async function withServer(startWaitMs: number, body: (url: string, d: ReturnType<typeof drainableServer>) => Promise<void>) {
  const d = drainableServer(startingAnswer, { startWaitMs });
  await new Promise<void>((resolve) => d.server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(d.server.address() as AddressInfo).port}`;
  try {
    await body(url, d);
  } finally {
    await d.drain(1000);
  }
}

it('holds an app request while starting and answers it once the app is there; the probes do not wait', async () => {
  await withServer(10_000, async (url, d) => {
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect((await fetch(`${url}/api/ready`)).status).toBe(503);
    const held = fetch(`${url}/api/shelters/`).then(async (r) => [r.status, await r.text()]);
    await new Promise((r) => setTimeout(r, 100));
    d.setHandler((_req, res) => res.end('from the app'));
    d.setPhase('ready');
    expect(await held).toEqual([200, 'from the app']);
  });
});

it('answers 503 "try again" when the start takes longer than the wait', async () => {
  await withServer(50, async (url) => {
    const r = await fetch(`${url}/api/shelters/`);
    expect([r.status, r.headers.get('retry-after')]).toEqual([503, '5']);
    expect(((await r.json()) as { code: string }).code).toBe('BUSY');
  });
});
