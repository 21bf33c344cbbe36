// The calendar's code (react-datepicker with date-fns and floating-ui, about 40 KB gzip): its own
// chunk, loaded by ui/DateField.tsx when a date field is first used (docs/DECISIONS.md).
import type { Locale } from 'date-fns';
import { sv as svLocale } from 'date-fns/locale/sv';
import { useEffect, useState } from 'react';
import ReactDatePicker, { registerLocale } from 'react-datepicker';
import type { Language } from '../i18n/languages';
import { fromLocalDate, toLocalDate } from '../lib/dates';
import { useSpeech } from '../lib/texts';
import { keepEnterInField } from './date-keys';

registerLocale('sv', svLocale);

/** date-fns' locale of each other language, fetched when first needed (issue 18: dates in the guest's language). */
const locales: Readonly<Record<Exclude<Language, 'sv'>, () => Promise<Locale>>> = {
  en: () => import('date-fns/locale/en-GB').then((m) => m.enGB),
  pl: () => import('date-fns/locale/pl').then((m) => m.pl),
  ro: () => import('date-fns/locale/ro').then((m) => m.ro),
  ar: () => import('date-fns/locale/ar').then((m) => m.ar),
};

/** The language's calendar locale once registered (Swedish until then). */
function useCalendarLocale(language: Language): string {
  const [ready, setReady] = useState<string>('sv');
  useEffect(() => {
    if (language === 'sv') {
      setReady('sv');
      return;
    }
    let current = true;
    locales[language]()
      .then((locale) => {
        registerLocale(language, locale);
        if (current) setReady(language);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [language]);
  return ready;
}

export interface DatePickerProps {
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  min?: string | null;
  max?: string | null;
  required?: boolean;
  /** Said when a typed date is before `min` (default: the catalogue's general words). */
  tooEarly?: string;
  /** Said when a typed date is after `max`. */
  tooLate?: string;
  /** What is wrong with what was typed, or null (DateField shows it beside the field). */
  onProblem?: (problem: string | null) => void;
  /** Attributes of the input that tie it to that message. */
  describedBy?: string;
  invalid?: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written as yyyy-MM-dd (not 2026-02-30). */
const isDay = (text: string): boolean => DAY.test(text) && toLocalDate(fromLocalDate(text)) === text;

/**
 * react-datepicker, Monday first, yyyy-MM-dd (DESIGN §9/§13), in the person's language: month and
 * day names, and the words screen readers say (issue 23 §4).
 */
export function DatePicker({
  id,
  value,
  onChange,
  placeholder,
  min,
  max,
  required,
  tooEarly,
  tooLate,
  onProblem,
  describedBy,
  invalid,
}: DatePickerProps) {
  const { language, texts } = useSpeech();
  const locale = useCalendarLocale(language);
  const t = texts.common.datePicker;
  const words = texts.common.dateProblem;
  // What was typed and cannot be used stays in the field, with the reason beside it (issue 23 §1).
  const [kept, setKept] = useState<string | null>(null);

  function problemOf(text: string): string | null {
    if (text.trim() === '') return null;
    if (!isDay(text.trim())) return words.format;
    if (min && text.trim() < min) return tooEarly ?? words.tooEarly;
    if (max && text.trim() > max) return tooLate ?? words.tooLate;
    return null;
  }

  // A kept date that the page now allows (e.g. the start moved earlier) becomes the value.
  useEffect(() => {
    if (kept === null || problemOf(kept) !== null) return;
    setKept(null);
    onProblem?.(null);
    onChange(kept.trim());
    // Only when the limits change: typing is handled as it happens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [min, max]);

  /** `leaving`: the field lost the focus (a date typed only partly is said to be so only then). */
  function typed(text: string, leaving: boolean) {
    const problem = problemOf(text);
    setKept(problem ? text : null);
    onProblem?.(problem === words.format && !leaving ? null : problem);
    if (text.trim() === '') onChange(null);
  }

  return (
    <ReactDatePicker
      id={id}
      locale={locale}
      dateFormat="yyyy-MM-dd"
      calendarStartDay={1}
      selected={value ? fromLocalDate(value) : null}
      onChange={(d: Date | null) => {
        setKept(null);
        onProblem?.(null);
        onChange(d ? toLocalDate(d) : null);
      }}
      onChangeRaw={(e) => {
        const target = e?.target;
        if (target instanceof HTMLInputElement) typed(target.value, false);
      }}
      onBlur={(e) => {
        // A date typed only partly is said to be so when leaving the field.
        if (e.target instanceof HTMLInputElement && e.target.value !== '') typed(e.target.value, true);
      }}
      value={kept ?? undefined}
      onKeyDown={keepEnterInField}
      ariaDescribedBy={describedBy}
      ariaInvalid={invalid ? 'true' : undefined}
      placeholderText={placeholder}
      minDate={min ? fromLocalDate(min) : undefined}
      maxDate={max ? fromLocalDate(max) : undefined}
      required={required}
      autoComplete="off"
      chooseDayAriaLabelPrefix={t.chooseDay}
      disabledDayAriaLabelPrefix={t.disabledDay}
      weekAriaLabelPrefix={t.week}
      monthAriaLabelPrefix={t.month}
      previousMonthAriaLabel={t.previousMonth}
      previousMonthButtonLabel={t.previousMonth}
      nextMonthAriaLabel={t.nextMonth}
      nextMonthButtonLabel={t.nextMonth}
      ariaLabelClose={t.close}
    />
  );
}
