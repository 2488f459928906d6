import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../../../testing/render';
import { ComboboxField } from '../ComboboxField';

const everyone = ['Ada Fraser', 'Bram Okafor', 'Chantal Nguyen', 'Zoë Zylstra-Quinn'].map((label, index) => ({ value: String(index + 1), label }));

/** Searches like a server would: names containing the text, at most two listed. */
function Harness({ onChange = () => undefined, required }: { onChange?: (value: string) => void; required?: boolean }) {
  const [value, setValue] = useState('');
  const [search, setSearch] = useState('');
  const matches = everyone.filter((option) => option.label.toLowerCase().includes(search.toLowerCase()));
  return (
    <ComboboxField
      label="Worker"
      value={value}
      valueLabel={everyone.find((option) => option.value === value)?.label ?? ''}
      options={matches.slice(0, 2)}
      moreText={matches.length > 2 ? 'Type a name to see more.' : undefined}
      onSearch={setSearch}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      placeholder="All workers"
      loadingText="Loading workers…"
      emptyText="No worker matches."
      required={required}
    />
  );
}

describe('ComboboxField', () => {
  it('searches as one types and chooses with the keyboard', async () => {
    const onChange = jest.fn();
    renderUi(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Worker' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All workers', 'Ada Fraser', 'Bram Okafor']);
    expect(screen.getByRole('status')).toHaveTextContent('Type a name to see more.');

    await userEvent.type(input, 'zyl');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All workers', 'Zoë Zylstra-Quinn']);
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Zoë Zylstra-Quinn' }).id);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('4');
    expect(input).toHaveValue('Zoë Zylstra-Quinn');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nothing matches, and Escape keeps the choice', async () => {
    renderUi(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Worker' });
    await userEvent.type(input, 'nobody');
    expect(screen.getByRole('status')).toHaveTextContent('No worker matches.');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', 'All workers');
  });

  it('chooses with a click, and the first option chooses none', async () => {
    const onChange = jest.fn();
    renderUi(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Worker' });
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('option', { name: 'Bram Okafor' }));
    expect(onChange).toHaveBeenLastCalledWith('2');
    await userEvent.click(input);
    expect(screen.getByRole('option', { name: 'Bram Okafor' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'All workers' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('marks a choice that must be made beside its label and to assistive tech, and no other', () => {
    const { unmount } = renderUi(<Harness required />);
    expect(screen.getByRole('combobox', { name: 'Worker' })).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    unmount();
    renderUi(<Harness />);
    expect(screen.getByRole('combobox', { name: 'Worker' })).not.toBeRequired();
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });
});
