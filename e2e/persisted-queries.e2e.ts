// Journey (issue 22 §4): the host's night in a real browser asks its queries as persisted queries
// by GET (the hash only, no text, no body) once the gateway knows them, and shows its data; a
// mutation still goes by POST with its text. The first load may register a document (a POST with
// hash and text after PERSISTED_QUERY_NOT_FOUND); a reload then asks every query by GET. (The
// night's page renders in the browser; the overview comes rendered by the server and asks nothing
// while it hydrates: e2e/staff-hydration.e2e.ts.)
import type { Page, Request } from 'playwright-core';
import { journey } from './support/browser';
import { loginPage } from './support/staff-session';

const HOST_EMAIL = 'vard@noq.example';

interface Asked {
  method: string;
  hashed: boolean;
  text: boolean;
  mutation: boolean;
}

function asked(request: Request): Asked | null {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return null;
  const body = request.postData() ?? '';
  const extensions = url.searchParams.get('extensions') ?? body;
  const text = url.searchParams.get('query') ?? (body ? ((JSON.parse(body) as { query?: string }).query ?? '') : '');
  return { method: request.method(), hashed: extensions.includes('sha256Hash'), text: text !== '', mutation: /^\s*mutation/.test(text) };
}

function record(page: Page): Asked[] {
  const all: Asked[] = [];
  page.on('request', (r) => {
    const a = asked(r);
    if (a) all.push(a);
  });
  return all;
}

describe('persisted queries from the web', () => {
  const j = journey('persisted-queries');

  it("asks the host's night by GET with hashes only, once the gateway knows them", async () => {
    const { page } = j;
    await loginPage(page, HOST_EMAIL);
    await page.goto('/host/tonight');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');

    const again = record(page);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const queries = again.filter((a) => !a.mutation);
    expect(queries.length).toBeGreaterThan(0);
    // The app's queries (Apollo) by GET with their hash and no text; the session probe of the
    // login-less shell (lib/graphql-fetch.ts) is a plain POST.
    const apollo = queries.filter((a) => a.hashed);
    expect(apollo.length).toBeGreaterThan(0);
    for (const a of apollo) expect(a).toEqual({ method: 'GET', hashed: true, text: false, mutation: false });
  });
});
