import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { ChoiceList, type ChoiceListProps } from '../ChoiceList';

interface Choice {
  id: number;
  label: string;
}

const items: Choice[] = [
  { id: 1, label: 'Working at Heights' },
  { id: 2, label: 'WHMIS 2015' },
];

function setup(props: Partial<ChoiceListProps<Choice>> = {}) {
  const onChoose = jest.fn();
  renderWithProviders(
    <ChoiceList
      aria-label="Matching credentials"
      items={items}
      renderItem={(item) => item.label}
      actionText="Follow"
      actionLabel={(item) => `Follow ${item.label}`}
      onChoose={onChoose}
      maxHeight={280}
      {...props}
    />,
  );
  return { onChoose };
}

describe('ChoiceList', () => {
  it('lists each item with its button, named after it, and hands back the one chosen', async () => {
    const { onChoose } = setup();
    const list = screen.getByRole('list', { name: 'Matching credentials' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('WHMIS 2015');
    await userEvent.setup().click(within(rows[1]).getByRole('button', { name: 'Follow WHMIS 2015' }));
    expect(onChoose).toHaveBeenCalledWith(items[1]);
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('lets nothing else be chosen while one item is being chosen', async () => {
    const { onChoose } = setup({ busyId: 1 });
    expect(screen.getByRole('button', { name: 'Follow Working at Heights' })).toHaveAttribute('aria-busy', 'true');
    const other = screen.getByRole('button', { name: 'Follow WHMIS 2015' });
    expect(other).toBeDisabled();
    await userEvent.setup().click(other);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('lets nothing be chosen while another step of the dialog is under way', () => {
    setup({ busyId: 'new' });
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
