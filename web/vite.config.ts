import { readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type Rollup } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { fillTexts } from './src/i18n/fill-html';
import { sv } from './src/i18n/sv';
import { installableApp } from './vite-pwa';

// The gateway serves web/dist in production; in development `npm run dev -w web` proxies the API
// to a gateway on port 4000 (graphql-ws subscriptions too, hence ws: true).
const gateway = 'http://localhost:4000';

/**
 * The name of a chunk: the logged-in app (app/runtime.tsx), the library a shared chunk mostly is,
 * else the bundler's (a feature's `<feature>-pages`, or a module's name).
 */
function chunkName(facade: string | null, moduleIds: readonly string[]): string {
  const ids = moduleIds.map((id) => id.replaceAll('\\', '/'));
  const holds = (dir: string) => ids.some((id) => id.includes(`/node_modules/${dir}/`));
  if (facade?.replaceAll('\\', '/').endsWith('/src/app/runtime.tsx')) return 'app';
  if (holds('react-dom')) return 'react-dom';
  if (holds('react-router')) return 'react-router';
  if (holds('react')) return 'react';
  return '[name]';
}

/**
 * Each `graphql(`...`)` call becomes an import of its one generated document (what codegen's
 * client-preset babel plugin does), and each document is a module of its own, so a lazily loaded
 * chunk carries only the documents it uses, not codegen's map of all of them. The documents are
 * the objects src/gql/graphql.ts exports; tests, without Vite, get the same ones from `graphql()`.
 */
function graphqlDocuments(): Plugin {
  const generated = fileURLToPath(new URL('src/gql/graphql.ts', import.meta.url));
  const gqlDir = fileURLToPath(new URL('src/gql/', import.meta.url));
  const prefix = '\0noq-gql-document:';
  let documents: Map<string, string> | null = null;
  const load = (): Map<string, string> =>
    (documents ??= new Map(
      [...readFileSync(generated, 'utf8').matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)].map((m) => [
        m[1] ?? '',
        m[2] ?? '',
      ]),
    ));
  return {
    name: 'noq-graphql-documents',
    // The dev server keeps codegen's map (no stale copy of the documents after a codegen run).
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source.startsWith(prefix) ? source : null),
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const json = load().get(id.slice(prefix.length));
      return json === undefined ? null : `export default ${json};\n`;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || file.startsWith(gqlDir) || !code.includes('graphql(`')) return null;
      const imports = new Map<string, string>();
      const replaced = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_, source: string) => {
        const def = /\b(query|mutation|subscription|fragment)\s+(\w+)/.exec(source);
        const name = def ? `${def[2]}${def[1] === 'fragment' ? 'FragmentDoc' : 'Document'}` : '';
        if (!load().has(name)) this.error(`no generated document ${name || '(unnamed)'} in src/gql/graphql.ts (run npm run codegen)`);
        imports.set(name, `import __gql_${name} from ${JSON.stringify(prefix + name)};`);
        return `__gql_${name}`;
      });
      const withoutHelper = replaced.replace(/^import \{ graphql \} from '[./]+\/gql';\n/m, '');
      return { code: `${[...imports.values()].join('\n')}\n${withoutHelper}`, map: null };
    },
  };
}

/**
 * The pages without React (login.html, and any other `*.html` but GraphiQL's) carry their texts as
 * `data-t` keys, filled in here from the Swedish catalogue (src/i18n/fill-html.ts); so does the
 * app's shell (index.html), for what it shows without JavaScript.
 * The dev server serves them at their paths, as the gateway does (/login → login.html).
 */
function staticPages(): Plugin {
  return {
    name: 'noq-static-pages',
    transformIndexHtml: {
      order: 'pre',
      handler: (html, ctx) => (/(^|\/)graphiql\.html$/.test(ctx.filename) ? html : fillTexts(html, sv)),
    },
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url === '/login' || req.url?.startsWith('/login?')) req.url = req.url.replace('/login', '/login.html');
        next();
      });
    },
  };
}

/** The bundle's chunks by file name. */
const chunksOf = (bundle: Rollup.OutputBundle) =>
  new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));

/** The chunks reached from `from` (themselves included) through the imports `next` names. */
function reachedFrom(
  chunks: Map<string, Rollup.OutputChunk>,
  from: readonly string[],
  next: (c: Rollup.OutputChunk) => string[],
): Set<string> {
  const reached = new Set<string>();
  for (const unread = [...from]; unread.length > 0;) {
    const chunk = chunks.get(unread.pop() ?? '');
    if (!chunk || reached.has(chunk.fileName)) continue;
    reached.add(chunk.fileName);
    unread.push(...next(chunk));
  }
  return reached;
}
const staticImports = (c: Rollup.OutputChunk) => c.imports;
const allImports = (c: Rollup.OutputChunk) => [...c.imports, ...c.dynamicImports];

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later) at the top of
 * every chunk of the app: the browser compiles the chunk's functions on a background thread while
 * the chunk streams in, instead of on the main thread at each function's first call. On a slow
 * phone that compile was a third of hydration's main-thread time (docs/DECISIONS.md "Compile hints").
 * Chunks of 20 KB or more (minified); not GraphiQL's (a developer's tool, large, mostly never
 * called). Other browsers read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** Smaller chunks compile in a moment, and the hint's bytes count against each route's budget. */
const COMPILE_HINT_FROM = 20_000;
/** The compressed copies (the compression plugin below, at its settings: the highest levels). */
const COMPRESSED: [string, (b: Buffer) => Buffer][] = [
  ['.br', (b) => brotliCompressSync(b, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } })],
  ['.gz', (b) => gzipSync(b, { level: zlibConstants.Z_BEST_COMPRESSION })],
];
function compileHints(): Plugin {
  return {
    name: 'noq-compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own: its preload helper puts a line before the first chunk's code, and the
    // compression plugin compresses the chunks, in generateBundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = chunksOf(bundle);
        const entries = [...chunks.values()]
          .filter((c) => c.isEntry && !/graphiql\.html$/.test(c.facadeModuleId ?? ''))
          .map((c) => c.fileName);
        for (const file of reachedFrom(chunks, entries, allImports)) {
          const c = chunks.get(file);
          if (!c || c.code.length < COMPILE_HINT_FROM) continue;
          c.code = COMPILE_HINT + c.code;
          // The compression plugin has already written this chunk's .br and .gz: again, as it does.
          for (const [suffix, compress] of COMPRESSED) {
            const copy = bundle[`${c.fileName}${suffix}`];
            if (copy?.type === 'asset') copy.source = compress(Buffer.from(c.code));
          }
        }
      },
    },
  };
}

/**
 * A dynamic import preloads only the chunks not loaded yet. Vite's preload helper, at each import,
 * goes through every chunk the imported one needs: it searches the document for a link to it and
 * adds a `<link rel="modulepreload">` where there is none, in the task that imports. At hydration
 * the app's chunk listed 21 chunks, 9 of them already loaded before any of the page's code ran
 * (react-dom, react, the first chunk: the last one by its script tag, so the helper added a link
 * for it). Left out now: the importing chunk's static imports, and what every entry that can reach
 * it has statically (docs/DECISIONS.md "Fewer preloads at hydration"). The bundle is read in the
 * first `generateBundle`, before Vite's import analysis asks.
 */
function preloadOnlyWhatIsMissing(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], ctx: { hostId: string; hostType: 'html' | 'js' }) => string[];
} {
  let loaded: ((host: string) => Set<string>) | null = null;
  return {
    plugin: {
      name: 'noq-preload-only-what-is-missing',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          const chunks = chunksOf(bundle);
          const entries = [...chunks.values()]
            .filter((c) => c.isEntry)
            .map((c) => ({
              reaches: reachedFrom(chunks, [c.fileName], allImports),
              has: reachedFrom(chunks, [c.fileName], staticImports),
            }));
          loaded = (host) => {
            const own = reachedFrom(chunks, [host], staticImports);
            const fromEntries = entries.filter((e) => e.reaches.has(host)).map((e) => e.has);
            for (const f of fromEntries[0] ?? []) if (fromEntries.every((has) => has.has(f))) own.add(f);
            return own;
          };
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType !== 'js' || !loaded) return deps;
      const already = loaded(hostId);
      return deps.filter((d) => !already.has(d));
    },
  };
}
const preloads = preloadOnlyWhatIsMissing();

/**
 * One chunk for the logged-in app's libraries (docs/DECISIONS.md "One chunk for the logged-in
 * app"). The pages are only ever loaded inside the app, but the route table that imports them lies
 * in the first chunk, so the bundler split every module the app and some pages share into a chunk
 * of its own: Apollo's hooks and errors, the live connection, and the small modules of ui/ and lib/
 * that most pages use (110–1,900 bytes each). On a server-rendered /host that was 26 chunks after
 * the first paint, each a request, a preload link and a task. Captured, read off the module graph
 * once it is built: the app's static graph, and the small ui/ and lib/ modules that pages of three
 * features or more import and whose own imports are all loaded with it; less what an entry (the
 * first chunk, the login, offline and GraphiQL pages) or hydration's own chunk loads.
 */
const SMALL_SHARED = 2_000;
const SHARED_BY = 3;
function oneAppChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  let captured: Set<string> | null = null;
  return {
    plugin: {
      name: 'noq-one-app-chunk',
      apply: 'build',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        const info = new Map(ids.map((id) => [id, this.getModuleInfo(id)]));
        const closure = (from: readonly string[], skip: Set<string> = new Set()): Set<string> => {
          const seen = new Set<string>();
          for (const unread = [...from]; unread.length > 0;) {
            const id = unread.pop() ?? '';
            if (seen.has(id) || skip.has(id)) continue;
            seen.add(id);
            unread.push(...(info.get(id)?.importedIds ?? []));
          }
          return seen;
        };
        const path = (id: string) => id.replaceAll('\\', '/');
        const initial = closure(ids.filter((id) => info.get(id)?.isEntry));
        const runtime = ids.find((id) => path(id).endsWith('/src/app/runtime.tsx'));
        const hydrate = ids.find((id) => path(id).endsWith('/src/app/hydrate.tsx'));
        if (!runtime) return;
        // Not what hydration imports itself (it starts before the app's chunk is there).
        const skip = new Set([...initial, ...(hydrate ? closure([hydrate], initial) : [])]);
        const app = closure([runtime], skip);
        const featureOf = (id: string) => /\/src\/features\/([^/]+)\//.exec(path(id))?.[1] ?? path(id);
        // Small modules of ui/ and lib/ that pages of three features or more import, and whose own
        // imports are all loaded with the app: each was a chunk of its own, fetched by most pages.
        let shared = new Set(
          ids.filter((id) => {
            const m = info.get(id);
            return (
              !skip.has(id) &&
              !app.has(id) &&
              /\/src\/(ui|lib)\/[^/]+\.tsx?$/.test(path(id)) &&
              (m?.code?.length ?? Infinity) <= SMALL_SHARED &&
              new Set(m?.importers.map(featureOf)).size >= SHARED_BY
            );
          }),
        );
        for (let before = -1; before !== shared.size;) {
          before = shared.size;
          shared = new Set(
            [...shared].filter((id) => (info.get(id)?.importedIds ?? []).every((dep) => skip.has(dep) || app.has(dep) || shared.has(dep))),
          );
        }
        // The app's own module stays the facade of its chunk: the Vite manifest keys it by that module
        // (the gateway names the app's chunks in a page's head from there, gateway/src/ssr/app-shell.ts).
        captured = new Set([...app, ...shared].filter((id) => id !== runtime));
      },
    },
    test: (id) => captured?.has(id) ?? false,
  };
}
const appChunk = oneAppChunk();

/**
 * react-router publishes a production build beside the development one, but its package exports
 * only the development build (its dev warnings on). The production build of the app takes the
 * production one, so those warnings and their texts are not shipped (issue 17's route budgets).
 */
const reactRouterDist = fileURLToPath(new URL('../node_modules/react-router/dist/production/', import.meta.url));
const productionReactRouter = [
  { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
];

/**
 * The second build (`vite build --ssr src/entry-server.tsx`, in `npm run build`): the
 * server-rendered pages (docs/ARCHITECTURE.md "Server-rendered pages") as one CommonJS file,
 * dist-ssr/entry-server.cjs, with its libraries in it, which the gateway loads at start
 * (gateway/src/ssr/). React in its production build, as in the browser.
 */
const serverRendering = defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [graphqlDocuments(), react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false } },
  },
  resolve: { alias: productionReactRouter },
});

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? serverRendering
    : {
        root: fileURLToPath(new URL('.', import.meta.url)),
        plugins: [
          graphqlDocuments(),
          preloads.plugin,
          appChunk.plugin,
          staticPages(),
          react(),
          compileHints(),
          // Every text asset also as .br and .gz, made once at build time at the highest levels; the
          // gateway picks one by Accept-Encoding (issue 17). threshold 0 and no skipping: every text file has both forms, however small.
          compression({
            include: /\.(js|mjs|css|html|svg|json|txt|map)$/,
            threshold: 0,
            skipIfLargerOrEqual: false,
            algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
          }),
          // The web manifest and the service worker (src/sw.ts) through vite-plugin-pwa: vite-pwa.ts.
          ...installableApp(),
        ],
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          // dist/.vite/manifest.json: which chunks each entry and lazy route loads (for size checks).
          manifest: true,
          // No polyfill for `<link rel="modulepreload">` (about 210 bytes on every route): every
          // browser noQ supports has it (Chrome 66, Firefox 115, Safari 17); an older one still
          // loads each chunk when it is imported, only without fetching it ahead.
          modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
          // The app, the login page (its own small page, issue 17), and the self-hosted GraphiQL playground the gateway serves at /graphiql.
          rollupOptions: {
            input: {
              main: fileURLToPath(new URL('index.html', import.meta.url)),
              graphiql: fileURLToPath(new URL('graphiql.html', import.meta.url)),
              login: fileURLToPath(new URL('login.html', import.meta.url)),
              offline: fileURLToPath(new URL('offline.html', import.meta.url)),
            },
            // Route-level code splitting (docs/ARCHITECTURE.md): the shared chunks get readable names.
            output: {
              chunkFileNames: (chunk) => `assets/${chunkName(chunk.facadeModuleId, chunk.moduleIds)}-[hash].js`,
              codeSplitting: { groups: [{ name: 'logged-in', test: appChunk.test, includeDependenciesRecursively: false }] },
            },
          },
        },
        resolve: {
          alias: command === 'build' ? productionReactRouter : [],
          // rxjs (Apollo Client's observables) publishes an ES2015 build beside its default ES5 one
          // (functions for classes, tslib's helpers for spreads and generators): the browsers noQ
          // supports run ES2015, and that build is smaller on every logged-in route.
          conditions: ['es2015', ...defaultClientConditions],
        },
        server: {
          proxy: {
            '/graphql': { target: gateway, ws: true },
            '/api': { target: gateway },
          },
        },
      },
);
