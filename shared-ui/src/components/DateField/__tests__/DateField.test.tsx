import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { changeLocale } from '../../../i18n/i18n';
import { renderUi } from '../../../testing/render';
import { Modal } from '../../Modal/Modal';
import { DateField, type DateFieldProps } from '../DateField';

/** A form that holds the value as it would with a browser's date input. */
function Form({ initial = '', onChange = () => undefined, ...props }: Partial<DateFieldProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Expiry"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <output data-testid="form-value">{value}</output>
      <button type="button" onClick={() => setValue('2030-12-25')}>
        Load another credential
      </button>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Expiry' });
const formValue = () => screen.getByTestId('form-value').textContent;

describe('DateField', () => {
  it('is a labelled text field asking for yyyy-mm-dd on a number pad', () => {
    renderUi(<Form />);
    expect(input()).toHaveAttribute('placeholder', 'yyyy-mm-dd');
    expect(input()).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'Choose date' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('writes the dashes as the digits are typed and gives the form the day once it is whole', async () => {
    const onChange = jest.fn();
    renderUi(<Form onChange={onChange} />);
    await userEvent.type(input(), '2027031');
    expect(input()).toHaveValue('2027-03-1');
    // Perhaps the start of 2027-03-14: not a day yet.
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(input(), '4');
    expect(onChange.mock.calls).toEqual([['2027-03-14']]);
    expect(screen.getByRole('button', { name: 'Change date, Sunday, March 14, 2027' })).toBeInTheDocument();
  });

  it('refuses 2027-02-30 with a message once the field is left, and gives the form no date', async () => {
    renderUi(<Form />);
    await userEvent.type(input(), '2027-02-30');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('2027-02-30 is not a date: February 2027 has 28 days.');
    expect(formValue()).toBe('');
    await userEvent.clear(input());
    await userEvent.type(input(), '2027-02-28');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(formValue()).toBe('2027-02-28');
  });

  it('says how to write a date it cannot read, and writes 2027-3-4 out in full', async () => {
    renderUi(<Form />);
    await userEvent.type(input(), '2027-03');
    await userEvent.tab();
    expect(input()).toHaveAccessibleDescription('Enter the date as yyyy-mm-dd, for example 2027-03-31.');
    await userEvent.clear(input());
    await userEvent.type(input(), '2027-3-4');
    await userEvent.tab();
    expect(input()).toHaveValue('2027-03-04');
    expect(formValue()).toBe('2027-03-04');
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a day outside min and max, unless the form already says why', async () => {
    const { rerender } = renderUi(<Form min="2027-03-01" max="2027-12-31" />);
    await userEvent.type(input(), '2027-02-27');
    await userEvent.tab();
    expect(input()).toHaveAccessibleDescription('Choose 2027-03-01 or a later date.');
    await userEvent.clear(input());
    await userEvent.type(input(), '2028-01-01');
    await userEvent.tab();
    expect(input()).toHaveAccessibleDescription('Choose 2027-12-31 or an earlier date.');
    rerender(<Form min="2027-03-01" max="2027-12-31" error="Expiry cannot be after the end of the contract." />);
    expect(input()).toHaveAccessibleDescription('Expiry cannot be after the end of the contract.');
  });

  it('shows a new value the form sets, in place of what was typed', async () => {
    renderUi(<Form initial="2027-03-04" />);
    expect(input()).toHaveValue('2027-03-04');
    await userEvent.click(screen.getByRole('button', { name: 'Load another credential' }));
    expect(input()).toHaveValue('2030-12-25');
  });

  it('opens a calendar on the month of its day, marked chosen, with weeks from Sunday', async () => {
    renderUi(<Form initial="2027-03-04" />);
    await userEvent.click(screen.getByRole('button', { name: /^Change date/ }));
    const dialog = screen.getByRole('dialog', { name: 'March 2027' });
    const grid = within(dialog).getByRole('grid', { name: 'March 2027' });
    const headers = within(grid).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const chosen = within(grid).getByRole('gridcell', { name: 'Thursday, March 4, 2027' });
    expect(chosen).toHaveAttribute('aria-selected', 'true');
    expect(chosen).toHaveFocus();
  });

  it('moves by day, week, month and year with the keys of the APG date picker, and Enter picks', async () => {
    const user = userEvent.setup();
    renderUi(<Form initial="2027-03-04" />);
    await user.click(screen.getByRole('button', { name: /^Change date/ }));
    const focusedDay = () => (document.activeElement as HTMLElement).getAttribute('aria-label');
    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('Friday, March 5, 2027');
    await user.keyboard('{ArrowDown}');
    expect(focusedDay()).toBe('Friday, March 12, 2027');
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(focusedDay()).toBe('Thursday, March 4, 2027');
    await user.keyboard('{Home}');
    expect(focusedDay()).toBe('Sunday, February 28, 2027');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('February 2027');
    await user.keyboard('{End}');
    expect(focusedDay()).toBe('Saturday, March 6, 2027');
    await user.keyboard('{PageDown}');
    expect(focusedDay()).toBe('Tuesday, April 6, 2027');
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(focusedDay()).toBe('Monday, April 6, 2026');
    await user.keyboard('{PageUp}');
    expect(focusedDay()).toBe('Friday, March 6, 2026');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input()).toHaveValue('2026-03-06');
    expect(formValue()).toBe('2026-03-06');
    expect(screen.getByRole('button', { name: 'Change date, Friday, March 6, 2026' })).toHaveFocus();
  });

  it('changes month with its buttons, keeping the focus on them, and picks a day with a click', async () => {
    const user = userEvent.setup();
    renderUi(<Form initial="2027-03-04" />);
    await user.click(screen.getByRole('button', { name: /^Change date/ }));
    const next = screen.getByRole('button', { name: 'Next month' });
    await user.click(next);
    expect(next).toHaveFocus();
    expect(screen.getByRole('dialog')).toHaveAccessibleName('April 2027');
    await user.click(screen.getByRole('button', { name: 'Next year' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('April 2028');
    await user.click(screen.getByRole('button', { name: 'Previous year' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('gridcell', { name: 'Tuesday, February 16, 2027' }));
    expect(formValue()).toBe('2027-02-16');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not pick a day outside min and max, nor move the focus past them', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(<Form initial="2027-03-04" min="2027-03-03" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /^Change date/ }));
    const before = screen.getByRole('gridcell', { name: 'Tuesday, March 2, 2027' });
    expect(before).toHaveAttribute('aria-disabled', 'true');
    await user.click(before);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    screen.getByRole('gridcell', { name: 'Thursday, March 4, 2027' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName('Wednesday, March 3, 2027');
  });

  it('closes on Escape, giving the focus back to its button, and leaves the dialog it sits in open', async () => {
    const user = userEvent.setup();
    const onCloseModal = jest.fn();
    renderUi(
      <Modal open title="Add credential" onClose={onCloseModal}>
        <Form initial="2027-03-04" />
      </Modal>,
    );
    const button = screen.getByRole('button', { name: /^Change date/ });
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'March 2027' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'March 2027' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(onCloseModal).not.toHaveBeenCalled();
    expect(input()).toHaveValue('2027-03-04');
  });

  it('closes when the page is pressed elsewhere, or the field to type in it, and its button toggles it', async () => {
    const user = userEvent.setup();
    renderUi(<Form initial="2027-03-04" />);
    const button = screen.getByRole('button', { name: /^Change date/ });
    await user.click(button);
    await user.click(screen.getByTestId('form-value'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(button);
    await user.click(input());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input()).toHaveFocus();
    await user.click(button);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks today on the calendar', async () => {
    jest.useFakeTimers({ now: new Date(2027, 2, 3, 10), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    try {
      renderUi(<Form />);
      await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
      const today = screen.getByRole('gridcell', { name: 'Wednesday, March 3, 2027' });
      expect(today).toHaveAttribute('aria-current', 'date');
      expect(today).toHaveFocus();
      expect(screen.getByRole('gridcell', { name: 'Thursday, March 4, 2027' })).not.toHaveAttribute('aria-current');
    } finally {
      jest.useRealTimers();
    }
  });

  it('speaks French: aaaa-mm-jj, French month and weekday names, French messages', async () => {
    await act(() => changeLocale('fr-CA'));
    const user = userEvent.setup();
    renderUi(<Form initial="2027-03-04" />);
    expect(input()).toHaveAttribute('placeholder', 'aaaa-mm-jj');
    await user.click(screen.getByRole('button', { name: 'Changer la date, jeudi 4 mars 2027' }));
    const dialog = screen.getByRole('dialog', { name: 'mars 2027' });
    expect(within(dialog).getAllByRole('columnheader')[0]).toHaveTextContent('dim.');
    expect(within(dialog).getByRole('button', { name: 'Mois suivant' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.clear(input());
    await user.type(input(), '2027-02-30');
    await user.tab();
    expect(input()).toHaveAccessibleDescription('2027-02-30 n’est pas une date\u00a0: février 2027 compte 28 jours.');
  });
});
