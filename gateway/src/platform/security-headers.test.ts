import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { fixedHeaders, securityHeaders } from './security-headers';

/** The headers a real express response gets through this middleware (hop-by-hop ones left out). */
async function headersThrough(mw: RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.disable('x-powered-by');
  app.use(mw);
  app.get('/', (_req, res) => void res.json({ ok: true }));
  const server = createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const out: Record<string, string> = {};
    res.headers.forEach((v, k) => {
      if (!['date', 'connection', 'keep-alive', 'content-length', 'etag'].includes(k)) out[k] = v;
    });
    return out;
  } finally {
    server.close();
  }
}

describe('security headers worked out once', () => {
  it("sets exactly the headers helmet sets, for helmet's defaults and for a CSP of our own", async () => {
    const csp = { contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } } };
    expect(await headersThrough(fixedHeaders(helmet()))).toEqual(await headersThrough(helmet()));
    expect(await headersThrough(fixedHeaders(helmet(csp)))).toEqual(await headersThrough(helmet(csp)));
  });

  it("lets the chat assistant's script origins into the CSP, and nothing else", async () => {
    const h = await headersThrough(securityHeaders({ chatScripts: ['https://chat.example.se/widget.js', 'not a url'] }));
    expect(h['content-security-policy']).toContain("script-src 'self' https://chat.example.se");
    expect(h['content-security-policy']).not.toContain('not a url');
    expect(h['x-content-type-options']).toBe('nosniff');
  });
});
