// Journey: the self-hosted GraphiQL playground (issue 8 §1). Every request that leaves localhost is
// blocked; a host logs in through POST /api/login/, runs a query in GraphiQL and sees the answer.
import type { Route } from 'playwright-core';
import { journey, viewports } from './support/browser';
import { loginPage } from './support/staff-session';

const HOST_EMAIL = 'vard@noq.example';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

describe('graphiql', () => {
  const j = journey('graphiql');
  let foreign: string[];
  let cspViolations: string[];

  beforeEach(async () => {
    foreign = [];
    cspViolations = [];
    await j.context.route('**', async (route: Route) => {
      const url = new URL(route.request().url());
      if ((url.protocol === 'http:' || url.protocol === 'ws:') && LOCAL_HOSTS.has(url.hostname)) {
        await route.continue();
      } else if (url.protocol === 'data:' || url.protocol === 'blob:') {
        await route.continue();
      } else {
        foreign.push(url.href);
        await route.abort();
      }
    });
    j.page.on('console', (msg) => {
      if (/Content.Security.Policy/i.test(msg.text())) cspViolations.push(msg.text());
    });
  });

  it('loads from our own origin only, with its own CSP, and shows the intro panel', async () => {
    const response = await j.page.goto('/graphiql');
    expect(response?.status()).toBe(200);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:|\*/);

    // Every script, stylesheet and link the HTML names is a path on our origin (or data:).
    const html = (await response?.text()) ?? '';
    const refs = [...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ref).toMatch(/^(\/(?!\/)|data:)/);

    const examples = j.page.getByText('Exempel / Examples');
    await examples.waitFor();
    await j.page.locator('.graphiql-query-editor .CodeMirror').waitFor();
    // The intro pane is open on screen (GraphiQL parks a collapsed pane off-screen).
    await j.page.waitForFunction(() => {
      const pane = document.querySelector('.graphiql-plugin');
      return pane !== null && pane.getBoundingClientRect().left >= 0;
    });
    expect(await examples.isVisible()).toBe(true);
    await j.shoot('01-intro');
    expect(foreign).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  it('runs a query as a logged-in host and shows the answer', async () => {
    await loginPage(j.page, HOST_EMAIL);
    const query = '{ hostCounts { pendingCount } }';
    await j.page.goto(`/graphiql?query=${encodeURIComponent(query)}`);
    await j.page.locator('.graphiql-query-editor .CodeMirror').waitFor();
    await j.page.locator('.graphiql-execute-button').click();

    const answer = j.page.locator('.graphiql-response');
    await j.page.waitForFunction(() => /"pendingCount":\s*\d+/.test(document.querySelector('.graphiql-response')?.textContent ?? ''));
    const text = (await answer.textContent()) ?? '';
    expect(text).toContain('"data"');
    expect(text).not.toContain('"errors"');

    // The docs explorer shows the schema (introspection passes the depth limit).
    await j.page.getByRole('button', { name: /documentation explorer/i }).click();
    await j.page.locator('.graphiql-doc-explorer').getByText('Query', { exact: true }).first().waitFor();
    await j.shoot('02-host-query');

    expect(foreign).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  it('/api/docs fits a 360 px phone: nothing wider than the screen (issue 23 §12)', async () => {
    await j.page.setViewportSize(viewports.phone);
    await j.page.goto('/api/docs');
    await j.page.getByRole('heading', { level: 2, name: 'Paths' }).waitFor();
    const widths = await j.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(foreign).toEqual([]);
  });
});
