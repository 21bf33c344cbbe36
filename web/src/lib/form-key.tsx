import { createContext, useContext } from 'react';

/**
 * The idempotency key of a page's plain forms (issue 34: "Boka i natt" and Avboka work without
 * JavaScript as `<form method="post">`). A server-rendered page gets its key from the gateway and the
 * browser reads the same one from the page's state (lib/ssr-state.ts), so the hidden field is the
 * same before and after hydration; a page the browser rendered itself makes one per load. A form
 * sent twice (a double tap, a resend after no answer) books once: the key is this page's and the
 * form's own (`scope`), and a new page (after the answer's redirect) has a new key.
 */
export const FormKeyContext = createContext<string>(
  // As lib/retry.ts's newIdempotencyKey, without its Apollo import: this module is in the first chunk.
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(''),
);

/** This page's key for the form about `scope` (e.g. `tonight:12`). */
export function useFormKeys(): (scope: string) => string {
  const page = useContext(FormKeyContext);
  return (scope) => `${page}:${scope}`;
}
