import type { ReactNode } from 'react';

// Inline so it works without a stylesheet (the usual clip pattern: read aloud, not shown).
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for screen readers only, e.g. the words behind an icon or a colour. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={hidden}>{children}</span>;
}
