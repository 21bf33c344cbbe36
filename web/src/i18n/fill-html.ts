/**
 * The texts of a static page (login.html, offline.html), filled in at build time from a catalogue:
 * an element `<tag data-t="a.b.c"></tag>` gets the text at `a.b.c`, an attribute
 * `data-t-label="a.b.c"` gets an `aria-label` with it. A key without a text fails the build. The keys
 * stay, so a page can fill in another language's texts at run time (`fillDocument`).
 */
export function fillTexts(html: string, catalogue: object): string {
  const text = (key: string): string => {
    const value = textAt(catalogue, key);
    if (value === undefined) throw new Error(`no text ${key} in the catalogue`);
    return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
  };
  return html
    .replace(
      /(<(\w+)\b[^>]*\sdata-t="([\w.]+)"[^>]*>)(<\/\2>)/g,
      (_, open: string, _tag, key: string, close: string) => `${open}${text(key)}${close}`,
    )
    .replace(/\sdata-t-label="([\w.]+)"/g, (attr: string, key: string) => `${attr} aria-label="${text(key)}"`);
}

/** The text at `key` of a catalogue, if it is one. */
export function textAt(catalogue: object, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  return typeof value === 'string' ? value : undefined;
}

/** Fills a static page's `data-t` texts and `data-t-label` labels from `catalogue`, in place. */
export function fillDocument(root: ParentNode, catalogue: object): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-t]')) {
    const text = textAt(catalogue, el.dataset.t ?? '');
    if (text !== undefined) el.textContent = text;
  }
  for (const el of root.querySelectorAll<HTMLElement>('[data-t-label]')) {
    const text = textAt(catalogue, el.dataset.tLabel ?? '');
    if (text !== undefined) el.setAttribute('aria-label', text);
  }
}
