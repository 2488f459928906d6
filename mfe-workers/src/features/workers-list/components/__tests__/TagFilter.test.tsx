import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Tag } from 'shared-api';
import { renderWithProviders } from 'shared-ui/testing';
import { TagFilter } from '../TagFilter';

const TAGS: Tag[] = [
  { id: 1, name: 'Kelly Crew', color: '#1e88e5' },
  { id: 2, name: 'Kelowna', color: '#43a047' },
  { id: 3, name: 'Kel', color: '#8e24aa' },
];

/** The page's part: it holds the typed text and offers the suggestions that match it. */
function Harness({ onChange, suggestions = TAGS }: { onChange: (tags: string[]) => void; suggestions?: Tag[] }) {
  const [tags, setTags] = useState<string[]>([]);
  const [text, setText] = useState('');
  const shown = suggestions.filter((tag) => text.trim() !== '' && tag.name.toLowerCase().startsWith(text.trim().toLowerCase()));
  return (
    <TagFilter
      tags={tags}
      onChange={(next) => {
        setTags(next);
        onChange(next);
      }}
      text={text}
      onTextChange={setText}
      suggestions={shown}
    />
  );
}

describe('TagFilter', () => {
  it('Enter applies the highlighted suggestion, not the half-typed text', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} suggestions={TAGS.slice(0, 2)} />);
    const input = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(input, 'ke');
    expect(screen.getByRole('option', { name: 'Kelly Crew' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['Kelly Crew']);
    expect(input).toHaveValue('');
    expect(screen.getByRole('list', { name: 'Tags filtered on' })).toHaveTextContent('Kelly Crew');
  });

  it('the arrows move the highlight and Enter takes the one they reached', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} suggestions={TAGS.slice(0, 2)} />);
    const input = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(input, 'kel');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Kelowna' })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Kelowna' }).id);
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['Kelowna']);
  });

  it('a tag spelled out in full is the one highlighted, even when others start the same', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'KEL');
    expect(screen.getByRole('option', { name: 'Kel' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['Kel']);
  });

  it('without suggestions, or with the list closed by Escape, Enter filters on the text as typed', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(input, 'night shift{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['night shift']);
    await user.type(input, 'kel{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['night shift', 'kel']);
  });
});
