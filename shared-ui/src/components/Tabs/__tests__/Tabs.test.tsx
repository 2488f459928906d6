import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../../../testing/render';
import { Tabs } from '../Tabs';

const items = [
  { value: 'details', label: 'Details' },
  { value: 'edit', label: 'Edit Details' },
  { value: 'contacts', label: 'Contacts' },
];

function Controlled({
  onChange,
  tabs = items,
  initialValue = 'details',
}: {
  onChange?: (value: string) => void;
  tabs?: typeof items;
  initialValue?: string;
}) {
  const [value, setValue] = useState(initialValue);
  return (
    <Tabs
      aria-label="Worker"
      items={tabs}
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

  describe('in a list too narrow for every tab', () => {
    const manyItems = ['Details', 'Edit Details', 'Contacts', 'Credentials', 'Time Logs'].map((label) => ({
      value: label.toLowerCase().replace(' ', '-'),
      label,
    }));

    // jsdom has no layout: lay the tabs out 80px wide, side by side, in a list 200px wide that scrolls sideways.
    beforeEach(() => {
      jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        if (this.getAttribute('role') === 'tablist') return new DOMRect(0, 0, 200, 40);
        const list = this.closest<HTMLElement>('[role="tablist"]');
        if (!list) return new DOMRect();
        return new DOMRect(Array.from(list.children).indexOf(this) * 80 - list.scrollLeft, 0, 80, 40);
      });
      jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.getAttribute('role') === 'tablist' ? 200 : 0;
      });
      jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.getAttribute('role') === 'tablist' ? this.children.length * 80 : 0;
      });
    });

    const cue = (side: 'start' | 'end') => document.querySelector(`[data-cue="${side}"]`);

    it('shows an arrow on the side where tabs are out of sight, and only there', () => {
      renderUi(<Controlled tabs={manyItems} />);
      const list = screen.getByRole('tablist');
      expect(cue('end')).toBeInTheDocument();
      expect(cue('start')).not.toBeInTheDocument();

      list.scrollLeft = 100;
      fireEvent.scroll(list);
      expect(cue('start')).toBeInTheDocument();
      expect(cue('end')).toBeInTheDocument();

      list.scrollLeft = 200;
      fireEvent.scroll(list);
      expect(cue('start')).toBeInTheDocument();
      expect(cue('end')).not.toBeInTheDocument();
    });

    it('shows no arrow when every tab fits', () => {
      renderUi(<Controlled tabs={manyItems.slice(0, 2)} />);
      expect(cue('start')).not.toBeInTheDocument();
      expect(cue('end')).not.toBeInTheDocument();
    });

    afterEach(() => {
      jest.restoreAllMocks();
    });

    function expectInSight(tab: HTMLElement) {
      const list = screen.getByRole('tablist');
      expect(tab.getBoundingClientRect().left).toBeGreaterThanOrEqual(list.getBoundingClientRect().left);
      expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right);
    }

    it('scrolls the list to a selected tab that starts out of sight', () => {
      renderUi(<Controlled tabs={manyItems} initialValue="credentials" />);
      expectInSight(screen.getByRole('tab', { name: 'Credentials', selected: true }));
    });

    it('scrolls the list to the tab chosen with the keyboard', async () => {
      renderUi(<Controlled tabs={manyItems} />);
      await userEvent.tab();
      await userEvent.keyboard('{End}');
      expectInSight(screen.getByRole('tab', { name: 'Time Logs', selected: true }));
      await userEvent.keyboard('{Home}');
      expectInSight(screen.getByRole('tab', { name: 'Details', selected: true }));
    });

    it('leaves the list where it is while the selected tab is in sight', async () => {
      renderUi(<Controlled tabs={manyItems} initialValue="contacts" />);
      const list = screen.getByRole('tablist');
      const scrolledTo = list.scrollLeft;
      await userEvent.click(screen.getByRole('tab', { name: 'Edit Details' }));
      expect(list.scrollLeft).toBe(scrolledTo);
    });
  });
});
