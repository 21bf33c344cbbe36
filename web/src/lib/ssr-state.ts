/**
 * What a server-rendered page (src/entry-server.tsx, docs/ARCHITECTURE.md "Server-rendered pages")
 * hands to the browser beside its HTML: the language and page texts it was rendered with, its
 * forms' idempotency key, the instant of the render and Apollo's cache. It travels as a JSON data
 * block (`<script type="application/json">`, never run, so the CSP needs no inline script) and is
 * read once by app/hydrate.tsx before it hydrates (main.tsx only looks for the block: keep this
 * small).
 */
import type { Language } from '../i18n/languages';
import type { PageArea } from '../i18n/texts';

export const SSR_STATE_ID = 'noq-ssr';

export interface SsrState {
  /** The language the page was rendered in (the guest's account language, else the browser's). */
  language: Language;
  /** The Swedish page areas (lib/texts.tsx) the page was rendered with: hydration loads them first. */
  areas: PageArea[];
  /** The forms' idempotency key of this page (lib/form-key.tsx): the same in the HTML and after hydration. */
  formKey: string;
  /** When the server rendered the page (ms since the epoch): "now" in its first render (lib/now.tsx). */
  renderedAt: number;
  /** Apollo's cache as the server's queries left it (`client.extract()`). */
  apollo: unknown;
}

/**
 * The state as text for a `<script type="application/json">`: `<` (a `</script>` in a shelter's
 * name would end the block), `>`, `&` and the line separators JSON allows but scripts did not are
 * written as \u escapes, which JSON.parse reads back unchanged.
 */
export function ssrStateJson(state: SsrState): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The state of a page the gateway rendered, or null for the plain app shell. */
export function readSsrState(doc: Document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}
