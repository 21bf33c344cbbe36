import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { lastFocused } from './last-focused';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepFocusInside(dialog: HTMLDialogElement, e: KeyboardEvent<HTMLDialogElement>): void {
  if (e.key !== 'Tab') return;
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) {
    e.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (e.shiftKey && (active === first || !dialog.contains(active))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !dialog.contains(active))) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * The one dialog of the web (issue 18 §5): a native `<dialog>` opened with `showModal()`, so the
 * page behind is inert, and Tab is kept among the dialog's own controls (the browser would let it
 * leave for its own toolbar). It is labelled by its title;
 * the focus moves in (to `initialFocus`, else the first control) and goes back where it was when
 * the dialog closes; Escape calls `onClose`. `alert`: a question that needs an answer (a
 * confirmation), announced as an alert dialog.
 */
export function Modal({
  title,
  onClose,
  children,
  initialFocus,
  alert = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  alert?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const describedBy = useId();
  const focusTarget = useRef(initialFocus);

  useEffect(() => {
    const dialog = ref.current;
    const active = document.activeElement;
    const previous = active instanceof HTMLElement && active !== document.body ? active : lastFocused();
    if (dialog && !dialog.open) dialog.showModal();
    focusTarget.current?.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="modal"
      role={alert ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={alert ? describedBy : undefined}
      onKeyDown={(e) => {
        if (ref.current) keepFocusInside(ref.current, e);
      }}
      onCancel={(e) => {
        // Escape: the page decides (it closes the dialog by no longer rendering it).
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {alert ? <div id={describedBy}>{children}</div> : children}
    </dialog>
  );
}
