/**
 * The guest's pages rendered on the server (issue 34 §1; docs/ARCHITECTURE.md "Server-rendered guest
 * pages"). Built by `vite build --ssr` into web/dist-ssr/entry-server.cjs (a CommonJS file with
 * everything in it) that the gateway loads at start (gateway/src/ssr/). The tree is app/hydrate.tsx's,
 * with a StaticRouter for the BrowserRouter and Apollo asking the gateway's own /graphql with the
 * guest's cookie: the same components, the same typed documents, the same rules. The browser
 * hydrates it with the cache and language handed over in the page (lib/ssr-state.ts).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ApolloClient, HttpLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { SessionRoot, type StartApp } from './app/SessionRoot';
import { AppRoutes } from './app/routes';
import { createAppRuntime } from './app/runtime';
import { isLanguage, LANGUAGE_INFO, type Language, preferredLanguage } from './i18n/languages';
import { createCache } from './lib/apollo';
import { FormKeyContext } from './lib/form-key';
import { MeDocument } from './lib/session.graphql';
import { ssrStateJson } from './lib/ssr-state';
import { loadSvAreas, loadTexts, SpeechProvider } from './lib/texts';

/** The guest's pages the gateway renders (SPEC §2's /user, a shelter, its booking form, the bookings, the start page). */
const SERVER_RENDERED = [
  /^\/user$/,
  /^\/user\/requests$/,
  /^\/user-landing$/,
  /^\/accommodations\/\d+$/,
  /^\/accommodations\/\d+\/booking$/,
];

/** Whether the gateway renders `pathname` on the server (for a logged-in guest). */
export const isServerRendered = (pathname: string): boolean => SERVER_RENDERED.some((p) => p.test(pathname.replace(/\/$/, '')));

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
  | { kind: 'page'; html: string; language: Language; dir: 'ltr' | 'rtl'; state: string }
  /** Not a guest (nobody, staff, a password to change first): the gateway serves the app shell. */
  | { kind: 'shell'; errors?: string[] };

/** What React writes for a part only a script can finish: an inline script, a pending (`$?`) or client-rendered (`$!`) boundary. */
const NEEDS_SCRIPT = /<script\b|<!--\$[?!]-->/i;

const never: () => Promise<StartApp> = () => Promise.reject(new Error('the server renders with the app started'));

export async function render(request: RenderRequest): Promise<RenderResult> {
  const client = new ApolloClient({
    ssrMode: true,
    link: new HttpLink({ uri: request.graphqlUrl, headers: { ...request.headers, cookie: request.cookie } }),
    cache: createCache(),
  });
  const { data } = await client.query({ query: MeDocument });
  const me = data?.me ?? null;
  if (!me || !me.usergroups.includes('user') || me.mustChangePassword) return { kind: 'shell' };
  const language: Language = isLanguage(me.language)
    ? me.language
    : (preferredLanguage(request.acceptLanguage?.split(',').map((tag) => tag.split(';')[0]?.trim() ?? '')) ?? 'sv');
  const [texts] = await Promise.all([loadTexts(language), language === 'sv' ? loadSvAreas(['guest']) : Promise.resolve()]);
  const runtime = createAppRuntime(client, me);
  const tree = (
    <StrictMode>
      <SessionRoot loadApp={never} hydrated={runtime}>
        <SpeechProvider initial={language} preloaded={{ language, texts }}>
          <FormKeyContext.Provider value={request.formKey}>
            <StaticRouter location={request.url}>
              <AppRoutes />
            </StaticRouter>
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
    const state = ssrStateJson({ language, formKey: request.formKey, apollo: client.extract() });
    return { kind: 'page', html: result, language, dir: LANGUAGE_INFO[language].dir, state };
  } finally {
    client.stop();
  }
}
