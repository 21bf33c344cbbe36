// The calendar's code (react-datepicker with date-fns and floating-ui, about 40 KB gzip): its own
// chunk, loaded by ui/DateField.tsx when a date field is first used (docs/ARCHITECTURE.md).
import type { Locale } from 'date-fns';
import { sv as svLocale } from 'date-fns/locale/sv';
import { useEffect, useState } from 'react';
import ReactDatePicker, { registerLocale } from 'react-datepicker';
import type { Language } from '../i18n/languages';
import { fromLocalDate, toLocalDate } from '../lib/dates';
import { useSpeech } from '../lib/texts';

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
}

/**
 * react-datepicker, Monday first, yyyy-MM-dd (DESIGN §9/§13), in the person's language: month and
 * day names, and the words screen readers say (issue 23 §4).
 */
export function DatePicker({ id, value, onChange, placeholder, min, max, required }: DatePickerProps) {
  const { language, texts } = useSpeech();
  const locale = useCalendarLocale(language);
  const t = texts.common.datePicker;
  return (
    <ReactDatePicker
      id={id}
      locale={locale}
      dateFormat="yyyy-MM-dd"
      calendarStartDay={1}
      selected={value ? fromLocalDate(value) : null}
      onChange={(d: Date | null) => onChange(d ? toLocalDate(d) : null)}
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
