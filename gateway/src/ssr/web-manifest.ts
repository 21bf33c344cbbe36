/**
 * The built web's Vite manifest (web/dist/.vite/manifest.json): which files a source module's
 * chunk and the chunks it imports are, for naming them in a page's head.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

interface ViteChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface WebManifest {
  /** The chunk file of each module, without its imports (none for a module not in the build). */
  files(keys: readonly string[]): string[];
  /** The chunks of the modules and of everything they import, depth first, and their style sheets. */
  closure(keys: readonly string[]): { js: string[]; css: string[] };
}

/** The manifest of `webDist`; empty when there is none (the pages still read, with fewer hints). */
export function readWebManifest(webDist: string): WebManifest {
  let chunks: Record<string, ViteChunk> = {};
  try {
    chunks = JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ViteChunk>;
  } catch {
    // no manifest
  }
  return {
    files: (keys) => keys.flatMap((key) => chunks[key]?.file ?? []),
    closure(keys) {
      const js: string[] = [];
      const css = new Set<string>();
      const seen = new Set<string>();
      const visit = (key: string) => {
        const chunk = chunks[key];
        if (!chunk || seen.has(key)) return;
        seen.add(key);
        js.push(chunk.file);
        for (const file of chunk.css ?? []) css.add(file);
        for (const next of chunk.imports ?? []) visit(next);
      };
      for (const key of keys) visit(key);
      return { js, css: [...css] };
    },
  };
}

/**
 * `<link>`s for the files the page does not name yet, put before `</head>`: style sheets,
 * modulepreloads, and the chunks to fetch after the first paint in one `<meta>` of the name the
 * web reads them from (`afterPaint`: web/src/lib/after-paint.ts, through the server build).
 */
export function withHeadLinks(
  html: string,
  {
    stylesheets = [],
    modules = [],
    afterPaint,
  }: { stylesheets?: string[]; modules?: string[]; afterPaint?: { meta: string; files: string[] } },
): string {
  const named = (file: string) => html.includes(`/${file}"`);
  const later = afterPaint?.files.filter((file) => !named(file)) ?? [];
  const links = [
    ...stylesheets.filter((file) => !named(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...modules.filter((file) => !named(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...(afterPaint && later.length > 0 ? [`<meta name="${afterPaint.meta}" content="${later.map((file) => `/${file}`).join(' ')}">`] : []),
  ].join('');
  return html.replace('</head>', `${links}</head>`);
}
