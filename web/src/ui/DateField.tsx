import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';
import 'react-datepicker/dist/react-datepicker.css';
import type { DatePickerProps } from './DatePicker';
import { keepEnterInField } from './date-keys';

type Picker = ComponentType<DatePickerProps>;

/**
 * The calendar's code (ui/DatePicker.tsx): fetched once, at the first use of any date field, so a
 * page with date fields does not load it before somebody touches one (docs/DECISIONS.md, "Web:
 * route-level code splitting"). Exported for test-support, which loads it up front.
 */
export const datePickerCode: { loaded: Picker | null; loading: Promise<Picker> | null } = { loaded: null, loading: null };

/** Fields still showing the plain input, told when the code arrives. */
const waiting = new Set<(picker: Picker) => void>();

export function loadDatePicker(): Promise<Picker> {
  datePickerCode.loading ??= import('./DatePicker').then(
    (m) => {
      datePickerCode.loaded = m.DatePicker;
      for (const follow of [...waiting]) follow(m.DatePicker);
      return m.DatePicker;
    },
    (error: unknown) => {
      datePickerCode.loading = null; // try again at the next use
      throw error;
    },
  );
  return datePickerCode.loading;
}

/** Sets an input's value so that React's onChange sees it, as typing would. */
function typeInto(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A labelled date field (react-datepicker, Swedish, Monday first, yyyy-MM-dd: DESIGN §9/§13).
 * The value is a 'yyyy-MM-dd' string or null.
 *
 * Until the calendar's code is there, the field is the same input react-datepicker renders (same
 * wrapper classes, attributes and text). Focusing, clicking or typing in it fetches the code; the
 * picker then takes its place, keeps the focus (which opens the calendar, as a focus does) and is
 * given whatever was typed meanwhile as typed input, so it parses it by its own rules.
 */
export function DateField({ id, label, problem: given, ...picker }: { label: string; problem?: string | null } & DatePickerProps) {
  const [Picker, setPicker] = useState<Picker | null>(() => datePickerCode.loaded);
  // What is wrong with what was typed (the picker says), or what the page says (`problem`).
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  const problem = typedProblem ?? given ?? null;
  const problemId = `${id}-problem`;
  const field = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState<string | null>(null);
  // What the plain input had when the picker replaced it.
  const plain = useRef<{ element: HTMLInputElement | null; focused: boolean; typed: string | null; swapping: boolean }>({
    element: null,
    focused: false,
    typed: null,
    swapping: false,
  });

  useEffect(() => {
    if (Picker) return undefined;
    // Once any field has fetched the code, every field on the page becomes the picker.
    const follow = (P: Picker) => swapTo(P);
    waiting.add(follow);
    return () => {
      waiting.delete(follow);
    };
  });

  function swapTo(P: Picker) {
    if (plain.current.swapping) return;
    plain.current.swapping = true;
    setPicker(() => P);
  }

  function wake() {
    if (Picker || plain.current.swapping) return;
    // The waiting set swaps this field in; offline, the plain input stays and the next use retries.
    loadDatePicker().catch(() => undefined);
  }

  useLayoutEffect(() => {
    const before = plain.current;
    if (!Picker || !before.swapping) return;
    before.swapping = false;
    const input = field.current?.querySelector('input');
    if (!input) return;
    const start = before.element?.selectionStart ?? null;
    const end = before.element?.selectionEnd ?? null;
    if (before.focused) input.focus();
    const text = before.typed;
    if (text === null) return;
    // After this commit, before any other event: the picker reads the text as typed input.
    queueMicrotask(() => {
      typeInto(input, text);
      if (before.focused && start !== null && end !== null) input.setSelectionRange(start, end);
      // Left before the code came: the picker forgets unparsed text on blur, as it would have.
      if (!before.focused) input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
  }, [Picker]);

  return (
    <div className="field" ref={field}>
      <label htmlFor={id}>{label}</label>
      {Picker ? (
        <Picker
          id={id}
          {...picker}
          onProblem={(p) => {
            setTypedProblem(p);
            picker.onProblem?.(p);
          }}
          describedBy={problem ? problemId : undefined}
          invalid={problem !== null}
        />
      ) : (
        <div className="react-datepicker-wrapper">
          <div className="react-datepicker__input-container">
            <input
              ref={(element) => {
                if (element) plain.current.element = element;
              }}
              type="text"
              id={id}
              placeholder={picker.placeholder}
              autoComplete="off"
              className=""
              required={picker.required}
              value={typed ?? picker.value ?? ''}
              aria-describedby={problem ? problemId : undefined}
              aria-invalid={problem ? true : undefined}
              onPointerDown={wake}
              onKeyDown={(e) => {
                keepEnterInField(e);
                wake();
              }}
              onFocus={() => {
                plain.current.focused = true;
                wake();
              }}
              onBlur={() => {
                if (!plain.current.swapping) plain.current.focused = false;
              }}
              onChange={(e) => {
                plain.current.typed = e.target.value;
                setTyped(e.target.value);
                wake();
              }}
            />
          </div>
        </div>
      )}
      {problem && (
        <p id={problemId} className="field__problem error" aria-live="polite">
          {problem}
        </p>
      )}
    </div>
  );
}
