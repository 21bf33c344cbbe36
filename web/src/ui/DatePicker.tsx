// The calendar's code (react-datepicker with date-fns and floating-ui, about 40 KB gzip): its own
// chunk, loaded by ui/DateField.tsx when a date field is first used (docs/ARCHITECTURE.md).
import ReactDatePicker, { registerLocale } from 'react-datepicker';
import { sv as svLocale } from 'date-fns/locale';
import { fromLocalDate, toLocalDate } from '../lib/dates';

registerLocale('sv', svLocale);

export interface DatePickerProps {
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  min?: string | null;
  max?: string | null;
  required?: boolean;
}

/** react-datepicker, Swedish, Monday first, yyyy-MM-dd (DESIGN §9/§13). */
export function DatePicker({ id, value, onChange, placeholder, min, max, required }: DatePickerProps) {
  return (
    <ReactDatePicker
      id={id}
      locale="sv"
      dateFormat="yyyy-MM-dd"
      calendarStartDay={1}
      selected={value ? fromLocalDate(value) : null}
      onChange={(d: Date | null) => onChange(d ? toLocalDate(d) : null)}
      placeholderText={placeholder}
      minDate={min ? fromLocalDate(min) : undefined}
      maxDate={max ? fromLocalDate(max) : undefined}
      required={required}
      autoComplete="off"
    />
  );
}
