/**
 * The element that last had the focus, followed from the page's start (main.tsx imports this
 * module): a button that opened a dialog may have been disabled while its request ran (the focus
 * then fell to the page body), and a dialog's chunk may load only then (issue 34: dialogs are
 * fetched when opened). The dialog gives the focus back to it all the same (Modal.tsx).
 */
let last: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (e) => {
    if (e.target instanceof HTMLElement) last = e.target;
  });
}

export const lastFocused = (): HTMLElement | null => last;
