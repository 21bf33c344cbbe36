/**
 * The pages rendered on the server: the guest's, and the host's and caseworker's main pages (issue
 * 34 §1 and §3; docs/ARCHITECTURE.md "Server-rendered pages"). Built by `vite build --ssr` into
 * web/dist-ssr/entry-server.cjs (a CommonJS file with everything in it) that the gateway loads at
 * start (gateway/src/ssr/). The tree is app/hydrate.tsx's, with a StaticRouter for the
 * BrowserRouter and Apollo asking the gateway's own /graphql with the visitor's cookie: the same
 * components, the same typed documents, the same rules. The browser hydrates it with the cache and
 * language handed over in the page (lib/ssr-state.ts).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ApolloClient, HttpLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { SessionRoot, type StartApp } from './app/SessionRoot';
import { AppRoutes } from './app/routes';
import { createAppRuntime } from './app/runtime';
import type { Group } from './gql/graphql';
import type { PageArea } from './i18n/texts';
import { isLanguage, LANGUAGE_INFO, type Language, preferredLanguage } from './i18n/languages';
import { createCache } from './lib/apollo';
import { FormKeyContext } from './lib/form-key';
import { RenderedAtContext } from './lib/now';
import { MeDocument } from './lib/session.graphql';
import { ssrStateJson } from './lib/ssr-state';
import { loadSvAreas, loadTexts, SpeechProvider } from './lib/texts';

/** A page the gateway renders: who may see it, the page texts it reads, and the module of its chunk (for its style sheets). */
interface ServerRenderedPage {
  path: RegExp;
  groups: readonly Group[];
  areas: readonly PageArea[];
  module: string;
}

const guestPage = (path: RegExp, module: string): ServerRenderedPage => ({ path, groups: ['user'], areas: ['guest'], module });
const staffPage = (path: RegExp, groups: readonly Group[], module: string): ServerRenderedPage => ({ path, groups, areas: [], module });

/**
 * The pages the gateway renders: the guest's (SPEC §2's /user, a shelter, its booking form, the
 * bookings, the start page), and the host's, caseworker's, volunteer's and admin's first pages
 * (main routes of issue 34 §3), which hydrate into the live app; their dialogs load when opened,
 * which keeps each within its 150 KB budget with the hydration's own chunks (docs/DECISIONS.md
 * "/administration rendered on the server").
 */
const SERVER_RENDERED: readonly ServerRenderedPage[] = [
  guestPage(/^\/user$/, 'src/features/guest/ShelterListPage.tsx'),
  guestPage(/^\/user\/requests$/, 'src/features/guest/BookingsPage.tsx'),
  guestPage(/^\/user-landing$/, 'src/features/guest/UserLandingPage.tsx'),
  guestPage(/^\/accommodations\/\d+$/, 'src/features/guest/ShelterInfoPage.tsx'),
  guestPage(/^\/accommodations\/\d+\/booking$/, 'src/features/guest/BookingRequestPage.tsx'),
  staffPage(/^\/host$/, ['host'], 'src/features/host/host-pages.ts'),
  staffPage(/^\/host\/requests$/, ['host'], 'src/features/requests/requests-pages.ts'),
  staffPage(/^\/caseworker$/, ['caseworker'], 'src/features/caseworker/overview/CaseworkerOverviewPage.tsx'),
  staffPage(/^\/caseworker\/statistics$/, ['caseworker'], 'src/features/caseworker/statistics/StatisticsPage.tsx'),
  staffPage(/^\/statistics\/occupancy$/, ['caseworker', 'admin'], 'src/features/occupancy/occupancy-pages.ts'),
  staffPage(/^\/volunteer$/, ['volunteer'], 'src/features/volunteer/volunteer-pages.ts'),
  staffPage(/^\/administration$/, ['admin'], 'src/features/admin/admin-pages.ts'),
];

const pageAt = (pathname: string): ServerRenderedPage | undefined => {
  const path = pathname.replace(/\/$/, '');
  return SERVER_RENDERED.find((page) => page.path.test(path));
};

/** The `<meta name>` in which the gateway lists the chunks main.tsx fetches once the page has painted. */
export { AFTER_PAINT_META as afterPaintMeta } from './lib/after-paint';

/** Whether the gateway renders `pathname` on the server (for someone logged in who may see it). */
export const isServerRendered = (pathname: string): boolean => pageAt(pathname) !== undefined;

/** The source modules of every server-rendered page's chunk (the gateway names their style sheets). */
export const serverRenderedModules = (): string[] => [...new Set(SERVER_RENDERED.map((page) => page.module))];

export interface RenderRequest {
  /** The path and query of the page. */
  url: string;
  /** The request's Cookie header: the queries are the guest's own. */
  cookie: string;
  /** The gateway's own /graphql (loopback). */
  graphqlUrl: string;
  /** The request's Accept-Language: the language when the account has none. */
  acceptLanguage?: string;
  /** The idempotency key of the page's forms (lib/form-key.tsx). */
  formKey: string;
  /** Extra headers for the loopback queries (the request id). */
  headers?: Record<string, string>;
}

export type RenderResult =
  | { kind: 'page'; html: string; language: Language; dir: 'ltr' | 'rtl'; state: string; module: string }
  /** Not a page it renders, or not for this person (nobody, another group, a password to change first): the gateway serves the app shell. */
  | { kind: 'shell'; errors?: string[] };

/** What React writes for a part only a script can finish: an inline script, a pending (`$?`) or client-rendered (`$!`) boundary. */
const NEEDS_SCRIPT = /<script\b|<!--\$[?!]-->/i;

const never: () => Promise<StartApp> = () => Promise.reject(new Error('the server renders with the app started'));

export async function render(request: RenderRequest): Promise<RenderResult> {
  const renderedAt = Date.now();
  const client = new ApolloClient({
    ssrMode: true,
    link: new HttpLink({ uri: request.graphqlUrl, headers: { ...request.headers, cookie: request.cookie } }),
    cache: createCache(),
  });
  const page = pageAt(new URL(request.url, 'http://noq.invalid').pathname);
  const { data } = await client.query({ query: MeDocument });
  const me = data?.me ?? null;
  // RequireGroup would send anyone else away (a redirect only the browser can follow): the app shell.
  if (!page || !me || me.mustChangePassword || !me.usergroups.some((group) => page.groups.includes(group))) return { kind: 'shell' };
  // Staff read Swedish (lib/texts.tsx SpeechProvider); a guest the account's language, else the browser's.
  const language: Language = !me.usergroups.includes('user')
    ? 'sv'
    : isLanguage(me.language)
      ? me.language
      : (preferredLanguage(request.acceptLanguage?.split(',').map((tag) => tag.split(';')[0]?.trim() ?? '')) ?? 'sv');
  const areas = language === 'sv' ? page.areas : [];
  const [texts] = await Promise.all([loadTexts(language), loadSvAreas(areas)]);
  const runtime = createAppRuntime(client, me);
  const tree = (
    <StrictMode>
      <SessionRoot loadApp={never} hydrated={runtime}>
        <SpeechProvider initial={language} preloaded={{ language, texts }}>
          <FormKeyContext.Provider value={request.formKey}>
            <RenderedAtContext.Provider value={renderedAt}>
              <StaticRouter location={request.url}>
                <AppRoutes />
              </StaticRouter>
            </RenderedAtContext.Provider>
          </FormKeyContext.Provider>
        </SpeechProvider>
      </SessionRoot>
    </StrictMode>
  );
  // The page must read and hydrate without inline scripts (the CSP allows none). React writes some
  // when a Suspense boundary failed on the server (it leaves it to the client), and when a boundary
  // is larger than `progressiveChunkSize` (it sends the fallback first and swaps the content in by
  // script): a guest with many bookings has such a list. So no size limit, and a page with either
  // is not served: the gateway logs why and serves the app shell, which renders in the browser.
  const errors: string[] = [];
  const onError = (error: unknown) => {
    errors.push(error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error));
  };
  try {
    const { result } = await prerenderStatic({
      tree,
      renderFunction: (node) => prerenderToNodeStream(node, { onError, progressiveChunkSize: Number.POSITIVE_INFINITY }),
    });
    if (NEEDS_SCRIPT.test(result)) errors.push('the page holds a script or a boundary left to the client');
    if (errors.length > 0) return { kind: 'shell', errors };
    const state = ssrStateJson({ language, areas: [...areas], formKey: request.formKey, renderedAt, apollo: client.extract() });
    return { kind: 'page', html: result, language, dir: LANGUAGE_INFO[language].dir, state, module: page.module };
  } finally {
    client.stop();
  }
}
