import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { sv } from '../i18n/sv';
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

  it('text left unparsed before the code came stays, with how to write a date (issue 23 §1)', async () => {
    const changes: (string | null)[] = [];
    render(<Form changes={changes} />);
    const plain = input('Incheckningsdatum');
    fireEvent.change(plain, { target: { value: '2025-0' } });

    await waitFor(() => expect(input('Incheckningsdatum')).not.toBe(plain));
    const field = input('Incheckningsdatum');
    await waitFor(() => expect(screen.getByText(sv.common.dateProblem.format)).toBeTruthy());
    expect(field.value).toBe('2025-0');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(sv.common.dateProblem.format);
    expect(changes).toEqual([]);
  });
});

describe('what people type in a date field (issue 23 §1)', () => {
  it('a date before the first allowed one stays, with the reason beside the field; nothing is chosen', async () => {
    await loadDatePicker();
    const changes: (string | null)[] = [];
    function Page() {
      const [v, setV] = useState<string | null>(null);
      return (
        <DateField
          id="in"
          label="Incheckningsdatum"
          value={v}
          min="2026-11-24"
          tooEarly="Datumet har redan passerat"
          onChange={(x) => {
            changes.push(x);
            setV(x);
          }}
        />
      );
    }
    render(<Page />);
    const field = input('Incheckningsdatum');
    fireEvent.change(field, { target: { value: '2026-11-20' } });
    fireEvent.blur(field);
    expect(await screen.findByText('Datumet har redan passerat')).toBeTruthy();
    expect(input('Incheckningsdatum').value).toBe('2026-11-20');
    expect(changes.filter((c) => c !== null)).toEqual([]);

    // A good date takes the reason away.
    fireEvent.change(input('Incheckningsdatum'), { target: { value: '2026-11-28' } });
    await waitFor(() => expect(screen.queryByText('Datumet har redan passerat')).toBeNull());
    expect(changes).toContain('2026-11-28');
  });

  it('Enter in a date field does not send the form, before and after the calendar’s code', async () => {
    const sent = jest.fn((e: Event) => e.preventDefault());
    render(<Form changes={[]} />);
    document.querySelector('form')?.addEventListener('submit', sent);
    const before = fireEvent.keyDown(input('Incheckningsdatum'), { key: 'Enter' });
    expect(before).toBe(false); // the default (the form's implicit submission) was prevented
    await loadDatePicker();
    await waitFor(() => expect(input('Incheckningsdatum').closest('.react-datepicker__input-container')).toBeTruthy());
    const after = fireEvent.keyDown(input('Incheckningsdatum'), { key: 'Enter' });
    expect(after).toBe(false);
    expect(sent).not.toHaveBeenCalled();
  });
});
