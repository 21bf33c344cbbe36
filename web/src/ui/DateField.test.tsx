import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { DateField, datePickerCode, loadDatePicker } from './DateField';

/** A page with two date fields holding their values, as the booking form has. */
function Form({ changes }: { changes: (string | null)[] }) {
  const [start, setStart] = useState<string | null>('2025-06-01');
  const [end, setEnd] = useState<string | null>(null);
  return (
    <form>
      <DateField
        id="start"
        label="Incheckningsdatum"
        placeholder="Välj incheckningsdatum"
        value={start}
        onChange={(v) => {
          changes.push(v);
          setStart(v);
        }}
        required
      />
      <DateField id="end" label="Utcheckningsdatum" placeholder="Välj utcheckningsdatum" value={end} onChange={setEnd} min={start} />
    </form>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** A field's elements with their attributes, in a fixed order (React orders attributes as it likes). */
const shape = (root: Element): string[] =>
  [root, ...root.querySelectorAll('*')].map(
    (el) =>
      `${el.tagName} ${[...el.attributes]
        .map((a) => `${a.name}=${a.value}`)
        .sort()
        .join(' ')} ${el.children.length === 0 ? el.textContent : ''}`,
  );

describe('date field before and after the calendar’s code (ui/DateField.tsx)', () => {
  beforeEach(() => {
    // test-support loads the code up front; here the page starts without it.
    datePickerCode.loaded = null;
    datePickerCode.loading = null;
  });
  afterAll(() => loadDatePicker());

  it('is first the same elements react-datepicker renders, and loads nothing until used', async () => {
    const before = render(<Form changes={[]} />);
    const plain = shape(before.container);
    expect(plain).toContain(
      'INPUT autocomplete=off class= id=start placeholder=Välj incheckningsdatum required= type=text value=2025-06-01 ',
    );
    expect(input('Utcheckningsdatum').value).toBe('');
    expect(datePickerCode.loading).toBeNull();
    before.unmount();

    await loadDatePicker();
    const after = render(<Form changes={[]} />);
    expect(after.container.querySelectorAll('.react-datepicker__input-container input')).toHaveLength(2);
    expect(shape(after.container)).toEqual(plain);
  });

  it('becomes the picker when focused: keeps the focus and opens the calendar; the other field follows', async () => {
    const { container } = render(<Form changes={[]} />);
    const plain = input('Incheckningsdatum');
    plain.focus();

    await waitFor(() => expect(input('Incheckningsdatum')).not.toBe(plain));
    const picker = input('Incheckningsdatum');
    expect(document.activeElement).toBe(picker);
    await waitFor(() => expect(container.querySelector('.react-datepicker__month')).not.toBeNull());
    expect(picker.value).toBe('2025-06-01');
    // The second field is the picker too, without being touched.
    await waitFor(() => expect(container.querySelectorAll('.react-datepicker__input-container input')).toHaveLength(2));
  });

  it('hands over what was typed before the code came, read by the picker’s own rules', async () => {
    const changes: (string | null)[] = [];
    render(<Form changes={changes} />);
    const plain = input('Incheckningsdatum');
    plain.focus();
    fireEvent.change(plain, { target: { value: '2025-06-03' } });
    expect(plain.value).toBe('2025-06-03');

    await waitFor(() => expect(changes).toEqual(['2025-06-03']));
    expect(input('Incheckningsdatum')).not.toBe(plain);
    expect(input('Incheckningsdatum').value).toBe('2025-06-03');
    expect(document.activeElement).toBe(input('Incheckningsdatum'));
  });

  it('text left unparsed before the code came is dropped on leaving, as the picker does', async () => {
    const changes: (string | null)[] = [];
    render(<Form changes={changes} />);
    const plain = input('Incheckningsdatum');
    fireEvent.change(plain, { target: { value: '2025-0' } });

    await waitFor(() => expect(input('Incheckningsdatum')).not.toBe(plain));
    await waitFor(() => expect(input('Incheckningsdatum').value).toBe('2025-06-01'));
    expect(changes).toEqual([]);
  });
});
