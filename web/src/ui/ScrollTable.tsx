import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways inside its box on a narrow phone (DESIGN §9: readable at
 * 360 px). The box is focusable and labelled so keyboard users can scroll it too.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  // position: relative keeps absolutely positioned screen-reader texts inside the scroll box;
  // otherwise they widen the whole page on a phone.
  return (
    <div className="table-scroll" style={{ position: 'relative' }} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
