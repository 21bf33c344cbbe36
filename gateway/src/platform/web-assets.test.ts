/**
 * The built web over real HTTP (issue 17 §1–2): every text asset index.html references, and every
 * text file of the build, comes as brotli to a client that accepts it, gzip to one that accepts only
 * gzip, and as is otherwise, always with `Vary: Accept-Encoding`; hashed assets are `immutable`,
 * the shells (index.html, graphiql.html) are revalidated. Needs the built web (`npm run build`,
 * which `npm test` runs first).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { repoRoot } from './config';
import { startTestServer, type TestServer } from '../test-support/http';
import { useSuite } from '../test-support/suite';
import { COMPRESS_ABOVE_BYTES, IMMUTABLE, REVALIDATE } from './web-assets';

const webDist = path.join(repoRoot(), 'web', 'dist');
if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`build the web first (${webDist}): npm run build`);

const s = useSuite('2031-06-01');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(s.db.dataSource, s.clock, undefined, { webDist });
});
afterAll(async () => {
  await server?.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw GET (fetch would decode the body and hide Content-Encoding). */
function get(urlPath: string, acceptEncoding: string | null, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(urlPath, server.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        headers: { ...(acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding }), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const decoded = (a: Answer): Buffer =>
  a.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(a.body)
    : a.headers['content-encoding'] === 'gzip'
      ? gunzipSync(a.body)
      : a.body;

const TEXT = /\.(js|css|html|svg|json|webmanifest)$/;

/** Every text file of the build, as a URL path. */
function builtTextFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name.startsWith('.')) continue;
      if (e.isDirectory()) walk(path.join(dir, e.name), `${prefix}${e.name}/`);
      else if (TEXT.test(e.name)) out.push(`/${prefix}${e.name}`);
    }
  };
  walk(webDist, '');
  return out;
}

describe('the built web, compressed and cached', () => {
  it('every text asset index.html references comes as br, gzip or identity by Accept-Encoding, with Vary', async () => {
    const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const referenced = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
    expect(referenced.length).toBeGreaterThan(2);
    const all = [...new Set([...referenced, ...builtTextFiles()])];
    const wrong: string[] = [];
    for (const file of all) {
      const original = fs.readFileSync(path.join(webDist, file));
      for (const [accept, expected] of [
        ['br, gzip, deflate', 'br'],
        ['gzip, deflate', 'gzip'],
        [null, undefined],
        ['identity', undefined],
      ] as const) {
        const a = await get(file, accept);
        const ok =
          a.status === 200 &&
          a.headers['content-encoding'] === expected &&
          String(a.headers.vary ?? '').includes('Accept-Encoding') &&
          decoded(a).equals(original);
        if (!ok)
          wrong.push(
            `${file} (${accept ?? 'no Accept-Encoding'}): ${a.status} ${String(a.headers['content-encoding'])} vary=${String(a.headers.vary)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('hashed assets are immutable for a year; the shells are revalidated, on every client route', async () => {
    const asset = builtTextFiles().find((f) => f.startsWith('/assets/') && f.endsWith('.js')) as string;
    expect((await get(asset, 'br')).headers['cache-control']).toBe(IMMUTABLE);
    for (const route of ['/', '/index.html', '/login', '/user/requests', '/graphiql']) {
      const a = await get(route, 'br');
      expect(a.status).toBe(200);
      expect(a.headers['cache-control']).toBe(REVALIDATE);
      expect(a.headers['cache-control']).not.toContain('immutable');
      expect(a.headers['content-encoding']).toBe('br');
      expect(a.headers.etag).toBeTruthy();
      expect(decoded(a).toString('utf8')).toMatch(/<!doctype html>/i);
    }
  });

  it('the service worker, the web manifest and the offline page are revalidated, precompressed, with their types (issue 17 §3)', async () => {
    for (const [file, type] of [
      ['/sw.js', /^text\/javascript; charset=utf-8$/i],
      ['/manifest.webmanifest', /^application\/manifest\+json; charset=utf-8$/i],
      ['/offline.html', /^text\/html; charset=utf-8$/i],
    ] as const) {
      const original = fs.readFileSync(path.join(webDist, file));
      for (const [accept, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        [null, undefined],
      ] as const) {
        const a = await get(file, accept);
        expect({ file, accept, status: a.status, encoding: a.headers['content-encoding'] }).toEqual({
          file,
          accept,
          status: 200,
          encoding,
        });
        expect(a.headers['content-type']).toMatch(type);
        expect(a.headers['cache-control']).toBe(REVALIDATE);
        expect(a.headers.etag).toBeTruthy();
        expect(String(a.headers.vary)).toContain('Accept-Encoding');
        expect(decoded(a).equals(original)).toBe(true);
      }
      // The CSP lets the worker and the manifest load from our origin (worker-src and manifest-src
      // fall back to default-src 'self'; neither is narrowed).
      const csp = String((await get(file, 'br')).headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toMatch(/worker-src|manifest-src|child-src/);
    }
    // An icon of the manifest: a file of its own, revalidated like the pages.
    const icon = await get('/icons/icon-192.png', 'br');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe(REVALIDATE);
  });

  it('`/` is the login page without a session cookie and the app with one, each with its own ETag (issue 17)', async () => {
    // Both are no-cache: a cache asks again every time, and the ETag tells the two apart.
    const anonymous = await get('/', 'br');
    expect(decoded(anonymous).toString('utf8')).toContain('id="login-form"');
    const withCookie = await get('/', 'br', { cookie: 'noq_session=not-a-real-session' });
    expect(decoded(withCookie).toString('utf8')).toContain('id="root"');
    expect(withCookie.headers.etag).not.toBe(anonymous.headers.etag);
    expect([anonymous.headers['cache-control'], withCookie.headers['cache-control']]).toEqual([REVALIDATE, REVALIDATE]);
  });

  it('a revalidation with the ETag answers 304 without a body', async () => {
    const first = await get('/login', 'gzip');
    const again = await get('/login', 'gzip', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('API answers above 1 KB are compressed on the fly (the OpenAPI document); small ones are not', async () => {
    const doc = await get('/api/openapi.json', 'br, gzip');
    expect(doc.status).toBe(200);
    expect(doc.headers['content-encoding']).toBe('br');
    expect(decoded(doc).length).toBeGreaterThan(COMPRESS_ABOVE_BYTES);
    expect(JSON.parse(decoded(doc).toString('utf8')).openapi).toBe('3.1.0');
    const gz = await get('/api/openapi.json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const health = await get('/api/health', 'br, gzip');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toEqual({ ok: true });
  });
});
