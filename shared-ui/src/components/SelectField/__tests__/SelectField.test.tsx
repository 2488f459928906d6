import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderUi } from '../../../testing/render';
import { SelectField } from '../SelectField';

const options = [
  { value: 'emergency', label: 'Emergency' },
  { value: 'family', label: 'Family' },
];

describe('SelectField', () => {
  it('lets the user pick an option', async () => {
    const onChange = jest.fn();
    const ref = createRef<HTMLSelectElement>();
    renderUi(
      <SelectField label="Contact type" options={options} defaultValue="emergency" onChange={onChange} ref={ref} />,
    );
    const select = screen.getByRole('combobox', { name: 'Contact type' });
    expect(select).toBe(ref.current);
    expect(select).toHaveValue('emergency');
    await userEvent.selectOptions(select, 'Family');
    expect(select).toHaveValue('family');
    expect(onChange).toHaveBeenCalled();
  });

  it('offers an empty placeholder choice and shows errors', () => {
    renderUi(<SelectField label="Order by" options={options} placeholder="Choose…" error="Pick one" />);
    expect(screen.getByRole('option', { name: 'Choose…' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Order by' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Pick one');
  });
});
