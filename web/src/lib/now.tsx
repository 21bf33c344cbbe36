import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * The instant a server-rendered page was rendered (src/entry-server.tsx, app/hydrate.tsx): what
 * "now" is in the page's first render on both sides, so a text made from it ('väntat 3 h') is the
 * same in the server's HTML and in hydration. Null for a page the browser renders.
 */
export const RenderedAtContext = createContext<number | null>(null);

/**
 * Now, moved on every `everyMs` while the page is open. The first render reads the server's instant
 * of a server-rendered page (RenderedAtContext); from the first effect on, the browser's clock.
 * That first move is a transition: React renders it in slices after hydration instead of in one
 * long task (issue 34 §2); a page the browser rendered starts from its own clock and skips it.
 */
export function useNow(everyMs = 60_000): number {
  const renderedAt = useContext(RenderedAtContext);
  const [now, setNow] = useState(() => renderedAt ?? Date.now());
  useEffect(() => {
    if (renderedAt !== null) startTransition(() => setNow(Date.now()));
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, renderedAt]);
  return now;
}
