/**
 * Behind a reverse proxy that rewrites Host (issue 15, item 10): the cross-site check compares a
 * browser's Origin with the public origin, from NOQ_PUBLIC_URL or from a trusted proxy's
 * X-Forwarded-Host, never with the Host the gateway happens to see. A real nginx sits in front.
 */
import * as fs from 'node:fs';
import { freePort, NGINX, NginxProcess } from '../../test-support/cluster';
import { TEST_PASSWORD } from '../../test-support/factories';
import { HttpClient, startTestServer, type TestServer } from '../../test-support/http';
import { useSuite } from '../../test-support/suite';
import type { AppOptions } from '../../app/app';
import { at } from '../../test-support/at';

const haveNginx = fs.existsSync(NGINX);
if (!haveNginx && process.env.CI === 'true') throw new Error(`the proxy test needs nginx at ${NGINX} in CI`);
const describeProxy = haveNginx ? describe : describe.skip;

const TODAY = '2031-04-01';
const s = useSuite(TODAY);
const PUBLIC = 'https://noq.example.test';

/** nginx in front of one gateway, sending it `Host: backend.internal` (and X-Forwarded-Host when asked). */
const rewritingProxy =
  (forwardHost: boolean) =>
  (o: {
    dir: string;
    listen: number;
    upstreams: number[];
    runAsRoot: boolean;
  }): string => `${o.runAsRoot ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${o.dir}/nginx.pid;
error_log ${o.dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${o.dir}/body;
  proxy_temp_path ${o.dir}/proxy;
  fastcgi_temp_path ${o.dir}/fastcgi;
  uwsgi_temp_path ${o.dir}/uwsgi;
  scgi_temp_path ${o.dir}/scgi;
  server {
    listen 127.0.0.1:${o.listen};
    location / {
      proxy_pass http://127.0.0.1:${o.upstreams[0]};
      proxy_http_version 1.1;
      proxy_set_header Host backend.internal;
      ${forwardHost ? 'proxy_set_header X-Forwarded-Host $http_host;' : ''}
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;

describeProxy('a Host-rewriting reverse proxy in front', () => {
  const servers: TestServer[] = [];
  const proxies: NginxProcess[] = [];
  let room: number;
  let guestEmail: string;

  async function behindProxy(options: Partial<AppOptions>, forwardHost: boolean): Promise<NginxProcess> {
    const server = await startTestServer(s.db.dataSource, s.clock, undefined, options);
    servers.push(server);
    const proxy = new NginxProcess(await freePort(), [Number(new URL(server.url).port)], rewritingProxy(forwardHost));
    proxies.push(proxy);
    await proxy.start();
    return proxy;
  }

  /** A browser on `origin`: login, then a booking request, both with the browser's headers. */
  async function browserJourney(proxy: NginxProcess, origin: string) {
    const headers = { origin, 'sec-fetch-site': 'same-origin' };
    const c = new HttpClient(proxy.url);
    const login = await c.rest<{ login_status: boolean }>('POST', '/api/login/', { email: guestEmail, password: TEST_PASSWORD }, headers);
    const booking = await c.rest(
      'POST',
      '/api/user/request_booking',
      { product_id: room, start_date: TODAY, end_date: '2031-04-02' },
      headers,
    );
    const cancel =
      booking.status === 200
        ? await c.rest('DELETE', `/api/user/bookings/${(booking.body as { id: number }).id}`, undefined, headers)
        : null;
    return { login: login.status, loggedIn: login.body.login_status, booking: booking.status, cancel: cancel?.status };
  }

  beforeAll(async () => {
    const shelter = await s.f.shelter();
    room = await s.f.product(shelter, { places: 5 });
    guestEmail = (await s.f.guest({ login: true, gender: 'K' })).email as string;
  });
  afterAll(async () => {
    for (const p of proxies) await p.stop();
    for (const srv of servers) await srv.close();
  });

  it('with NOQ_PUBLIC_URL, a browser on the public origin logs in and books; a foreign origin is still refused', async () => {
    const proxy = await behindProxy({ publicOrigin: PUBLIC }, false);
    expect(await browserJourney(proxy, PUBLIC)).toEqual({ login: 200, loggedIn: true, booking: 200, cancel: 200 });
    const evil = await browserJourney(proxy, 'https://evil.example');
    expect(evil.login).toBe(403);
    expect(evil.booking).toBe(403);
  });

  it("without it, the trusted proxy's X-Forwarded-Host is the public host", async () => {
    const proxy = await behindProxy({ trustedProxies: ['loopback'] }, true);
    expect(await browserJourney(proxy, proxy.url)).toEqual({ login: 200, loggedIn: true, booking: 200, cancel: 200 });
    expect((await browserJourney(proxy, 'http://evil.example')).login).toBe(403);
  });

  it('an untrusted X-Forwarded-Host is ignored, and without either setting the rewritten Host refuses the browser (why the settings exist)', async () => {
    const proxy = await behindProxy({}, true);
    expect((await browserJourney(proxy, proxy.url)).login).toBe(403);
    // Straight to a gateway that trusts no proxy: a forged X-Forwarded-Host buys nothing.
    const direct = at(servers, servers.length - 1);
    const forged = await new HttpClient(direct.url).rest(
      'POST',
      '/api/login/',
      { email: guestEmail, password: TEST_PASSWORD },
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    );
    expect(forged.status).toBe(403);
  });
});
