import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../../../testing/render';
import { Tabs } from '../Tabs';

const items = [
  { value: 'details', label: 'Details' },
  { value: 'edit', label: 'Edit Details' },
  { value: 'contacts', label: 'Contacts' },
];

function Controlled({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('details');
  return (
    <Tabs
      aria-label="Worker"
      items={items}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('Tabs', () => {
  it('marks the selected tab', () => {
    renderUi(<Controlled />);
    expect(screen.getByRole('tablist', { name: 'Worker' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Contacts' })).toHaveAttribute('aria-selected', 'false');
  });

  it('selects a tab on click', async () => {
    const onChange = jest.fn();
    renderUi(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Contacts' }));
    expect(onChange).toHaveBeenCalledWith('contacts');
    expect(screen.getByRole('tab', { name: 'Contacts' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves with the arrow keys, wrapping around, and is one tab stop', async () => {
    renderUi(<Controlled />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Edit Details' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Edit Details' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Contacts' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });
});
