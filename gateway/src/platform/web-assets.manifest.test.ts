/**
 * The installable app as built (issue 17 §3): the web manifest is valid (name, Swedish `lang`,
 * icons of 192 and 512 px that exist with those sizes, `start_url`, `display: standalone`), every
 * page but GraphiQL links it with the theme colour, and the service worker precaches the app's
 * files and pages but nothing of GraphiQL and no .br/.gz copy. Needs the built web (`npm run build`).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { repoRoot } from './config';

const webDist = path.join(repoRoot(), 'web', 'dist');
if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`build the web first (${webDist}): npm run build`);

interface Icon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}
interface WebManifest {
  name?: string;
  short_name?: string;
  lang?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: Icon[];
}

const manifest = JSON.parse(fs.readFileSync(path.join(webDist, 'manifest.webmanifest'), 'utf8')) as WebManifest;

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature and the chunk's length and type). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the web manifest', () => {
  it('names the app noQ, in Swedish, opening / as a standalone app', () => {
    expect(manifest.name).toBe('noQ');
    expect(manifest.short_name).toBe('noQ');
    expect(manifest.lang).toBe('sv');
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('has PNG icons of 192 and 512 px, and a maskable one, each a file of that size in the build', () => {
    const icons = manifest.icons ?? [];
    for (const size of ['192x192', '512x512']) {
      expect(icons.some((i) => i.sizes === size && i.type === 'image/png' && (i.purpose ?? 'any').split(' ').includes('any'))).toBe(true);
    }
    expect(icons.some((i) => (i.purpose ?? '').split(' ').includes('maskable'))).toBe(true);
    for (const icon of icons) {
      expect(icon.src).toMatch(/^\/[^/]/);
      const file = path.join(webDist, icon.src);
      expect(fs.existsSync(file)).toBe(true);
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(file)).toEqual({ width, height });
    }
  });

  it('is linked by every page but GraphiQL, with the manifest’s theme colour', () => {
    const pages = fs.readdirSync(webDist).filter((f) => f.endsWith('.html') && f !== 'graphiql.html');
    expect(pages).toEqual(expect.arrayContaining(['index.html', 'offline.html']));
    for (const page of pages) {
      const html = fs.readFileSync(path.join(webDist, page), 'utf8');
      expect({ page, manifest: html.includes('<link rel="manifest" href="/manifest.webmanifest"') }).toEqual({ page, manifest: true });
      expect({ page, theme: html.includes(`<meta name="theme-color" content="${manifest.theme_color}"`) }).toEqual({ page, theme: true });
    }
  });
});

interface ViteChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/** The build's Vite manifest (web/dist/.vite/manifest.json). */
const readViteManifest = () =>
  JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ViteChunk>;

/** The chunks a chunk loads before it runs: itself and its static imports, through theirs. */
function staticallyLoaded(viteManifest: Record<string, ViteChunk>, key: string): Set<string> {
  const files = new Set<string>();
  for (const unread = [key]; unread.length > 0;) {
    const chunk = viteManifest[unread.pop() as string];
    if (!chunk || files.has(chunk.file)) continue;
    files.add(chunk.file);
    unread.push(...(chunk.imports ?? []));
  }
  return files;
}

/** What an entry of the build loads, now or later (its chunk, imports, dynamic imports, CSS). */
function filesOf(viteManifest: Record<string, ViteChunk>, entry: string): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const unread = [entry];
  while (unread.length > 0) {
    const key = unread.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = viteManifest[key];
    if (!chunk) throw new Error(`no ${key} in the build manifest`);
    files.add(chunk.file);
    for (const f of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(f);
    unread.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  return files;
}

describe('the service worker', () => {
  const sw = fs.readFileSync(path.join(webDist, 'sw.js'), 'utf8');
  const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? '');
  const viteManifest = readViteManifest();

  it('precaches the pages, the icons, the manifest and every file the app’s pages load', () => {
    expect(precached).toEqual(expect.arrayContaining(['index.html', 'offline.html', 'manifest.webmanifest', 'icons/icon-192.png']));
    for (const [key, chunk] of Object.entries(viteManifest)) {
      if (!chunk.isEntry || key === 'graphiql.html') continue;
      const missing = [...filesOf(viteManifest, key)].filter((f) => !precached.includes(f));
      expect({ entry: key, missing }).toEqual({ entry: key, missing: [] });
    }
    expect(new Set(precached).size).toBe(precached.length);
  });

  it('precaches nothing of GraphiQL, no .br/.gz copy, and never itself', () => {
    const app = new Set(
      Object.entries(viteManifest)
        .filter(([key, chunk]) => chunk.isEntry && key !== 'graphiql.html')
        .flatMap(([key]) => [...filesOf(viteManifest, key)]),
    );
    const graphiqlOnly = [...filesOf(viteManifest, 'graphiql.html')].filter((f) => !app.has(f));
    expect(graphiqlOnly.length).toBeGreaterThan(0);
    expect(precached.filter((url) => graphiqlOnly.includes(url) || /graphiql|codemirror/i.test(url))).toEqual([]);
    expect(precached.filter((url) => /\.(br|gz)$/.test(url) || url === 'sw.js' || url.startsWith('.vite'))).toEqual([]);
  });

  it('does not take over at once (no skipWaiting): a new version waits for the next visit', () => {
    expect(sw).not.toContain('skipWaiting');
  });
});

describe('V8’s compile hint (docs/DECISIONS.md "Compile hints")', () => {
  const viteManifest = readViteManifest();
  const app = new Set(
    Object.entries(viteManifest)
      .filter(([key, chunk]) => chunk.isEntry && key !== 'graphiql.html')
      .flatMap(([key]) => [...filesOf(viteManifest, key)]),
  );
  const HINT = '//# allFunctionsCalledOnLoad\n';
  const js = (f: string) => fs.readFileSync(path.join(webDist, f), 'utf8');

  it('opens every chunk of the app of 20 KB or more, compressed copies too, and no smaller one', () => {
    const chunks = [...app].filter((f) => f.endsWith('.js'));
    const large = chunks.filter((f) => js(f).length >= 20_000 + HINT.length);
    // react-dom, the logged-in app's libraries (Apollo's among them) and the first chunk at least.
    expect(large.filter((f) => /\/(react-dom|logged-in|main)-/.test(f))).toHaveLength(3);
    for (const f of large) {
      expect({ f, hint: js(f).startsWith(HINT) }).toEqual({ f, hint: true });
      const br = fs.readFileSync(path.join(webDist, `${f}.br`));
      expect({ f, br: zlib.brotliDecompressSync(br).toString('utf8').startsWith(HINT) }).toEqual({ f, br: true });
    }
    for (const f of chunks.filter((c) => js(c).length < 20_000)) expect({ f, hint: js(f).startsWith(HINT) }).toEqual({ f, hint: false });
  });

  it('leaves GraphiQL’s own chunks alone', () => {
    const graphiqlOnly = [...filesOf(viteManifest, 'graphiql.html')].filter((f) => f.endsWith('.js') && !app.has(f));
    expect(graphiqlOnly.length).toBeGreaterThan(0);
    for (const f of graphiqlOnly) expect({ f, hint: js(f).startsWith(HINT) }).toEqual({ f, hint: false });
  });
});

describe('one chunk for the logged-in app (docs/DECISIONS.md "One chunk for the logged-in app")', () => {
  const viteManifest = readViteManifest();
  const statically = (key: string) => staticallyLoaded(viteManifest, key);

  it('loads the app as its own small chunk and one of its libraries, beside what the page and hydration loaded already', () => {
    const before = new Set([...statically('index.html'), ...statically('src/app/hydrate.tsx')]);
    const added = [...statically('src/app/runtime.tsx')].filter((f) => !before.has(f));
    // tslib too, which GraphiQL's page shares (it stays out of the app's chunks: GraphiQL would load them).
    expect(added.map((f) => /^assets\/(.+)-[\w-]{8}\.js$/.exec(f)?.[1]).sort()).toEqual(['app', 'logged-in', 'tslib.es6']);
  });

  it('keeps no chunk of its own for the small modules of ui/ and lib/ that most pages share', () => {
    const names = new Set(Object.values(viteManifest).map((c) => c.name));
    for (const small of ['DataState', 'VisuallyHidden', 'ScrollTable', 'instant', 'dates', 'errors', 'product-types'])
      expect({ small, chunk: names.has(small) }).toEqual({ small, chunk: false });
    // …but each still in the build, in the app's chunk of libraries.
    const libraries = Object.values(viteManifest).find((c) => c.name === 'logged-in');
    expect(libraries && fs.readFileSync(path.join(webDist, libraries.file), 'utf8')).toContain('table-scroll');
  });
});

describe('the preload helper’s links (docs/DECISIONS.md "Fewer preloads at hydration")', () => {
  const viteManifest = readViteManifest();
  const keyOf = new Map(Object.entries(viteManifest).map(([key, chunk]) => [chunk.file, key]));
  const statically = (key: string) => staticallyLoaded(viteManifest, key);
  const app = statically('index.html');
  const js = (f: string) => fs.readFileSync(path.join(webDist, f), 'utf8');
  /** Each dynamic import of a chunk with the chunks its preload lists (Vite's `__vite__mapDeps`). */
  const importsOf = (file: string) => {
    const code = js(file);
    const list = /m\.f\|\|\(m\.f=(\[[^\]]*\])\)/.exec(code)?.[1];
    const listed = list ? (JSON.parse(list) as string[]) : [];
    return [...code.matchAll(/import\(`\.\/([^`]+)`\),(?:__vite__mapDeps\(\[([\d,]*)\]\)|\[\])/g)].map((m) => ({
      imported: `assets/${m[1] ?? ''}`,
      preloads: (m[2] ? m[2].split(',') : []).map((i) => listed[Number(i)] ?? `?${i}`).filter((f) => f.endsWith('.js')),
    }));
  };
  const appChunks = [...filesOf(viteManifest, 'index.html')].filter((f) => f.endsWith('.js'));

  it('lists exactly what the imported chunk needs and is not loaded yet: not the importer’s, not the first page’s', () => {
    let checked = 0;
    for (const host of appChunks) {
      const loaded = new Set([...statically(keyOf.get(host) ?? ''), ...app]);
      for (const { imported, preloads } of importsOf(host)) {
        const closure = [...statically(keyOf.get(imported) ?? '')];
        const needed = closure.filter((f) => !loaded.has(f));
        const css = closure.flatMap((f) => viteManifest[keyOf.get(f) ?? '']?.css ?? []);
        // One file alone is not preloaded: the import fetches it (Vite counts the CSS with the chunks).
        const expected = needed.length + css.length > 1 ? needed : [];
        expect({ host, imported, preloads: [...preloads].sort() }).toEqual({ host, imported, preloads: [...expected].sort() });
        checked++;
      }
    }
    // The route table's pages, the app's chunk at hydration, the dialogs: the pattern still matches the build.
    expect(checked).toBeGreaterThan(20);
  });

  it('has the app’s chunk at hydration preload its own libraries, but not react-dom, react or the first chunk', () => {
    const hydrate = appChunks.find((f) => /\/hydrate-/.test(f)) ?? '';
    const runtime = importsOf(hydrate).find((i) => /\/app-/.test(i.imported));
    // The app's libraries are one chunk (docs/DECISIONS.md "One chunk for the logged-in app").
    expect(runtime?.preloads.filter((f) => /\/logged-in-/.test(f))).toHaveLength(1);
    expect(runtime?.preloads.filter((f) => /\/(react-dom|react|main)-/.test(f))).toEqual([]);
  });
});
