import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';

/**
 * The one dialog of the web (issue 18 §5): a native `<dialog>` opened with `showModal()`, so the
 * browser keeps the focus inside it and makes the page behind inert. It is labelled by its title;
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
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
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
