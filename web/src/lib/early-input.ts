/**
 * What a person does on a server-rendered page before React has it (docs/ARCHITECTURE.md
 * "Server-rendered pages"), kept for React: main.tsx starts this before it loads the hydration.
 *
 * - The side menu's toggle opens and closes the menu at once (app/shell/Layout.tsx starts from what
 *   it finds), until React has the shell.
 * - Links and the guest's plain forms (a submit button of a form with an `action`, which the gateway
 *   answers) work without React.
 * - Any other button needs React: the last tap waits, and is made again once the page has hydrated;
 *   a tap on a part React has not hydrated would be lost. "Logga ut" is a plain form too, but the
 *   app's own logout also clears what the device kept: it waits as well.
 * - Text typed, choices made and boxes ticked are in the page but not in React's state: once the
 *   page has hydrated, each field is given its value again through React's onChange, before the tap.
 * - A key pressed in a tab list (the administration's arrow keys between its tabs) needs React too:
 *   the keys wait, and are pressed again in their order once the page has hydrated. Keys elsewhere
 *   (scrolling, Tab, a field's typing) are the browser's as always.
 *
 * Should the hydration's chunks not arrive, the tap is made again without React.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isTick = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');

/** A submit button of a form the gateway answers by itself (the guest's "Boka i natt", Avboka). */
const postsWithoutScript = (button: Element): boolean =>
  button instanceof HTMLButtonElement &&
  button.type === 'submit' &&
  Boolean(button.form?.hasAttribute('action')) &&
  !button.classList.contains('side-menu__logout');

const isField = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement && !isTick(target)) || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/**
 * Gives `field` its `value` as if typed, so React's onChange sees it: its value tracker is first set
 * to another value (through the element's own setter, which React watches), then the value is set
 * past it (the prototype's setter) and the event React listens for is sent.
 */
function enter(field: Field, value: string): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Ticks (or unticks) `box` as if tapped: set the other way through its own setter, then clicked. */
function tick(box: HTMLInputElement, checked: boolean): void {
  box.checked = !checked;
  box.click();
}

export interface EarlyInput {
  /** React has the shell (hydrateRoot has run): the menu toggle is React's. */
  shellHydrated(): void;
  /** The page has hydrated (or never will): the fields' values and the last tap go to React. */
  replay(): void;
}

/** Keys a tab list's own handler answers; Tab, Enter and space are the browser's (focus, a click). */
const isWidgetKey = (e: KeyboardEvent): boolean =>
  ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(e.key) &&
  e.target instanceof Element &&
  e.target.closest('[role="tablist"]') !== null;

export function holdEarlyInput(doc: Document): EarlyInput {
  let tapped: HTMLElement | null = null;
  const keyed: { target: Element; key: string }[] = [];
  let reactHasShell = false;
  let replayed = false;
  const typed = new Map<Field, string>();
  const ticked = new Map<HTMLInputElement, boolean>();

  const onClick = (e: Event) => {
    const target = e.target as Element;
    const toggle = target.closest('.menu-toggle');
    const menu = doc.getElementById('side-menu');
    if (toggle && menu) {
      if (!reactHasShell) toggle.setAttribute('aria-expanded', String(menu.classList.toggle('side-menu--open')));
      return;
    }
    const tap = target.closest<HTMLElement>('button, [role="button"], [role="tab"]');
    if (tap && !postsWithoutScript(tap)) {
      e.preventDefault();
      e.stopPropagation();
      tapped = tap;
    }
  };
  // The language menu is app/hydrate.tsx's own (it reloads the page in the language chosen).
  const onInput = (e: Event) => {
    if (isTick(e.target)) ticked.set(e.target, e.target.checked);
    else if (isField(e.target) && !e.target.closest('.language-menu')) typed.set(e.target, e.target.value);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!isWidgetKey(e)) return;
    e.preventDefault();
    e.stopPropagation();
    keyed.push({ target: e.target as Element, key: e.key });
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('change', onInput, true);
  doc.addEventListener('keydown', onKeyDown, true);

  return {
    shellHydrated: () => {
      reactHasShell = true;
    },
    replay: () => {
      if (replayed) return;
      replayed = true;
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('input', onInput, true);
      doc.removeEventListener('change', onInput, true);
      doc.removeEventListener('keydown', onKeyDown, true);
      for (const [field, value] of typed) if (field.isConnected) enter(field, value);
      for (const [box, checked] of ticked) if (box.isConnected) tick(box, checked);
      // In a task of its own: React renders the values first, so the tap's handler reads them.
      const tap = tapped;
      const keys = keyed.splice(0);
      // Each key in a task of its own (React renders what the one before changed), on the element
      // that has the focus by then (a tab list's handler moves it), else where it was pressed.
      const next = () => {
        const held = keys.shift();
        if (!held) {
          tap?.click();
          return;
        }
        const at = doc.activeElement?.closest('[role="tablist"]') ? doc.activeElement : held.target;
        if (at?.isConnected) at.dispatchEvent(new KeyboardEvent('keydown', { key: held.key, bubbles: true, cancelable: true }));
        setTimeout(next);
      };
      setTimeout(next);
    },
  };
}
