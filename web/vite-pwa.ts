/**
 * The installable app (issue 17): the web manifest and the service worker through vite-plugin-pwa
 * (Workbox), used by vite.config.ts. The service worker is our own src/sw.ts (`injectManifest`);
 * this file chooses what it precaches: the files of every page but GraphiQL (the closure of the
 * other entries in dist/.vite/manifest.json), the pages, the icons and the manifest, never the
 * .br/.gz copies. It also puts the theme colour in every page and writes sw.js and the manifest
 * precompressed, like every other text file of the build.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

/** web/src/styles.css: --noq-accent and --noq-background. */
export const THEME_COLOR = '#0b5cad';
export const BACKGROUND_COLOR = '#ffffff';

/** The web manifest (served as /manifest.webmanifest). */
export const WEB_MANIFEST: Partial<ManifestOptions> = {
  name: 'noQ',
  short_name: 'noQ',
  description: 'Boka en sängplats på ett härbärge.',
  lang: 'sv',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  id: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ViteChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * The files (relative to dist) every entry but the ones `leaveOut` names loads, now or later:
 * its chunk, its static and dynamic imports, their CSS and assets.
 */
export function filesOfEntries(viteManifest: Record<string, ViteChunk>, leaveOut: (src: string) => boolean): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const unread = Object.entries(viteManifest)
    .filter(([key, chunk]) => chunk.isEntry && !leaveOut(chunk.src ?? key))
    .map(([key]) => key);
  while (unread.length > 0) {
    const key = unread.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = viteManifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const f of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(f);
    unread.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  return files;
}

const isGraphiql = (src: string): boolean => src === 'graphiql.html';

/** The files a service worker must never hold (besides the .br/.gz copies, which no pattern matches). */
const NEVER_PRECACHED = ['graphiql.html', 'sw.js', '.vite/**'];

/** Files precompressed after the service worker's own build (vite-plugin-compression2 has run by then). */
const LATE_TEXT_FILES = ['sw.js', 'manifest.webmanifest'];

/**
 * After vite-plugin-pwa has built sw.js (its closeBundle) and emitted the manifest: both also as
 * .br (brotli, highest quality) and .gz (gzip -9), as vite-plugin-compression2 does for the rest.
 */
function lateCompression(outDir: () => string): Plugin {
  return {
    name: 'noq-pwa-late-compression',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const name of LATE_TEXT_FILES) {
          const file = path.join(outDir(), name);
          if (!existsSync(file)) throw new Error(`noq-pwa-late-compression: ${file} was not built`);
          const body = readFileSync(file);
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}

/** `<meta name="theme-color">` in every page (vite-plugin-pwa links the manifest in each). */
const themeColor = (): Plugin => ({
  name: 'noq-theme-color',
  transformIndexHtml: (html) =>
    html.includes('name="theme-color"')
      ? html
      : html.replace('</head>', `  <meta name="theme-color" content="${THEME_COLOR}" />\n  </head>`),
});

/** The plugins of the installable app: manifest, service worker, and the late compression. */
export function installableApp(): Plugin[] {
  let outDir = '';
  const resolveOutDir: Plugin = {
    name: 'noq-pwa-outdir',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };
  return [
    resolveOutDir,
    themeColor(),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // lib/service-worker.ts registers /sw.js after the load event; nothing is injected in the pages.
      injectRegister: false,
      manifest: WEB_MANIFEST,
      // The icons come in through globPatterns (listing them twice would be a conflict).
      includeManifestIcons: false,
      injectManifest: {
        // A classic script: registered without `type: 'module'`, every browser that has service workers runs it.
        rollupFormat: 'iife',
        // The web manifest is not globbed: the plugin adds it to the list itself.
        globPatterns: ['**/*.{js,css,html,png,svg}'],
        globIgnores: NEVER_PRECACHED,
        manifestTransforms: [
          (entries) => {
            const manifestFile = path.join(outDir, '.vite', 'manifest.json');
            const viteManifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ViteChunk>;
            const appFiles = filesOfEntries(viteManifest, isGraphiql);
            const manifest = entries.filter((e) => (e.url.startsWith('assets/') ? appFiles.has(e.url) : !e.url.startsWith('graphiql')));
            return { manifest, warnings: [] };
          },
        ],
      },
    }),
    lateCompression(() => outDir),
  ];
}
