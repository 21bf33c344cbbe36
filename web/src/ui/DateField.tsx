import DatePicker, { registerLocale } from 'react-datepicker';
import { sv as svLocale } from 'date-fns/locale';
import 'react-datepicker/dist/react-datepicker.css';
import { fromLocalDate, toLocalDate } from './dates';

registerLocale('sv', svLocale);

/**
 * A labelled date field (react-datepicker, Swedish, Monday first, yyyy-MM-dd: DESIGN §9/§13).
 * The value is a 'yyyy-MM-dd' string or null.
 */
export function DateField({
  id,
  label,
  value,
  onChange,
  placeholder,
  min,
  max,
  required,
}: {
  id: string;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  min?: string | null;
  max?: string | null;
  required?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <DatePicker
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
    </div>
  );
}
