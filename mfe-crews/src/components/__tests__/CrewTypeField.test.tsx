import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { CrewTypeField } from '../CrewTypeField';

const crewTypes = [
  { id: 1, name: 'Construction' },
  { id: 2, name: 'Electrical' },
];

describe('CrewTypeField', () => {
  it('offers no type first, then the crew types, and hands back the chosen id', async () => {
    const onChange = jest.fn();
    renderWithProviders(<CrewTypeField crewTypes={crewTypes} value="" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Crew type' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['No crew type', 'Construction', 'Electrical']);
    await userEvent.setup().selectOptions(select, 'Electrical');
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it("shows the server's message under the field", () => {
    renderWithProviders(<CrewTypeField crewTypes={crewTypes} value="1" error="The selected crew type is invalid." onChange={jest.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Crew type' })).toHaveAccessibleDescription(/The selected crew type is invalid\./);
  });
});
