import { fireEvent, render, screen } from '@testing-library/react';
import { texts as en } from '../../i18n/en';
import { svTexts } from '../../i18n/sv-texts';
import { DeclineReasonField } from '../../ui/DeclineReasonField';
import { declineReasonText } from './decline-reason';

// Issue 33 §6: a host chooses a fixed reason (or writes one); the guest reads a fixed one in their
// language and the host's own words as written, marked Swedish.
describe('decline reasons', () => {
  it('the host chooses a fixed reason, which fills the field, or writes their own', () => {
    const onChange = jest.fn();
    render(<DeclineReasonField label="Orsak" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText(/^Vanliga orsaker/), { target: { value: 'Uteblev' } });
    expect(onChange).toHaveBeenLastCalledWith('Uteblev');
    expect((screen.getByLabelText('Orsak') as HTMLTextAreaElement).value).toBe('Uteblev');
    fireEvent.change(screen.getByLabelText('Orsak'), { target: { value: 'Stängt i kväll' } });
    expect(onChange).toHaveBeenLastCalledWith('Stängt i kväll');
    // Changed words are own words: the list no longer shows a fixed reason.
    expect((screen.getByLabelText(/^Vanliga orsaker/) as HTMLSelectElement).value).toBe('');
  });

  it('the guest reads a fixed reason in their language, own words as written in Swedish', () => {
    render(<p data-testid="fixed">{declineReasonText(svTexts.guest.declineReasons.full, en)}</p>);
    expect(screen.getByTestId('fixed').textContent).toBe('Full – no free place');
    render(<p data-testid="own">{declineReasonText('Stängt i kväll', en)}</p>);
    const own = screen.getByText('Stängt i kväll');
    expect(own.getAttribute('lang')).toBe('sv');
    expect(declineReasonText('Uteblev', svTexts)).toBe('Uteblev');
  });
});
