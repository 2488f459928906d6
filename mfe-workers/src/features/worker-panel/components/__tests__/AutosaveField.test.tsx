import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { AutosaveField, type AutosaveFieldProps } from '../AutosaveField';

function renderField(props: Partial<AutosaveFieldProps>) {
  const onRetry = jest.fn();
  renderWithProviders(
    <AutosaveField
      name="email"
      label="Email"
      type="email"
      value="ada@example.com"
      onChange={jest.fn()}
      onRetry={onRetry}
      status="idle"
      error={null}
      emptyNotSaved={false}
      {...props}
    />,
  );
  return { onRetry };
}

describe('AutosaveField', () => {
  it('shows a spinner while saving', () => {
    renderField({ status: 'saving' });
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
  });

  it('says Saved once the value is stored', () => {
    renderField({ status: 'saved' });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('shows why a save failed under the field, keeps the value and offers Retry', async () => {
    const { onRetry } = renderField({ status: 'error', value: 'ada@example', error: 'The email field must be a valid email address.' });
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('The email field must be a valid email address.');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry saving Email' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('takes a date of birth as yyyy-mm-dd and hands on only a whole day, never a date half typed', async () => {
    const onChange = jest.fn();
    renderField({ name: 'dob', label: 'Date of Birth', type: 'date', value: '', onChange });
    const dob = screen.getByRole('textbox', { name: 'Date of Birth' });
    expect(dob).toHaveAttribute('placeholder', 'yyyy-mm-dd');
    await userEvent.type(dob, '198804');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(dob, '12');
    expect(onChange.mock.calls).toEqual([['1988-04-12']]);
  });

  it('says an emptied field is not saved', () => {
    renderField({ value: '', emptyNotSaved: true });
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Empty values are not saved.');
  });
});
