// Logging in and calling the API from a journey: the page's own session (cookies shared with its
// browser context), or a separate API client for another person (e.g. a guest making a request).
import { request, type APIRequestContext, type Page } from 'playwright-core';
import { baseUrl, runToday } from './server-info';

export const DEMO_PASSWORD = 'noqdemo';

/** Logs the page's context in through the REST shim (SPEC §7 POST api/login/). */
export async function loginPage(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/api/login/', { data: { email, password: DEMO_PASSWORD } });
  // A failed login is 200 with login_status false (DESIGN §12).
  if (response.status() !== 200 || (await response.json()).login_status !== true) {
    throw new Error(`login as ${email} failed: HTTP ${response.status()} ${await response.text()}`);
  }
}

/** A logged-in API client of its own (own cookie jar); dispose it after use. */
export async function apiAs(email: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: baseUrl() });
  const response = await api.post('/api/login/', { data: { email, password: DEMO_PASSWORD } });
  if (response.status() !== 200 || (await response.json()).login_status !== true) {
    await api.dispose();
    throw new Error(`login as ${email} failed: HTTP ${response.status()}`);
  }
  return api;
}

export interface GqlResult<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** One GraphQL operation with the client's session (JSON body, so CSRF prevention admits it). */
export async function gql<T>(api: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<GqlResult<T>> {
  const response = await api.post('/graphql', { data: { query, variables } });
  return (await response.json()) as GqlResult<T>;
}

/** Like gql, but throws on errors and returns the data. */
export async function gqlData<T>(api: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await gql<T>(api, query, variables);
  if (result.errors?.length || !result.data) {
    throw new Error(`GraphQL failed: ${JSON.stringify(result.errors)}`);
  }
  return result.data;
}

/** The run's "today" (the server's, pinned for the run: server-info.ts) plus `days`, as yyyy-MM-dd. */
export function stockholmDate(days = 0): string {
  const date = new Date(`${runToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
