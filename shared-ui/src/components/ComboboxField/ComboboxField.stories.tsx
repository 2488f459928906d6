import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { ComboboxField, type ComboboxFieldProps } from './ComboboxField';

const names = [
  'Ada Fraser',
  'Bram Okafor',
  'Chantal Nguyen',
  'Dmitri Volkov',
  'Émilie Tremblay',
  'Farah Haddad',
  'Marie-Ève Tremblay-Desjardins de la Rochefoucauld-Beauchemin',
];
const everyone = names.map((label, index) => ({ value: String(index + 1), label }));

/** Filters the names locally as the server would, so the story can be typed into. */
function Searchable(props: ComboboxFieldProps) {
  const [value, setValue] = useState(props.value);
  const [search, setSearch] = useState('');
  const matches = props.options.length === 0 ? [] : everyone.filter((option) => option.label.toLowerCase().includes(search.toLowerCase()));
  return (
    <div style={{ maxWidth: 360, minHeight: 380 }}>
      <ComboboxField
        {...props}
        value={value}
        valueLabel={everyone.find((option) => option.value === value)?.label ?? ''}
        options={matches.slice(0, 5)}
        moreText={matches.length > 5 ? props.moreText : undefined}
        onSearch={setSearch}
        onChange={setValue}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/ComboboxField',
  component: ComboboxField,
  render: (args) => <Searchable {...args} />,
  args: {
    label: 'Worker',
    value: '',
    valueLabel: '',
    options: everyone,
    onSearch: () => undefined,
    onChange: () => undefined,
    placeholder: 'All workers',
    loadingText: 'Loading workers…',
    emptyText: 'No worker matches. Check the spelling or type less.',
    moreText: 'More workers match: type a name to narrow the list.',
  },
} satisfies Meta<typeof ComboboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chosen: Story = { args: { value: '3' } };

export const Loading: Story = { args: { loading: true, options: [] } };

export const Empty: Story = { args: { options: [] } };

export const WithError: Story = { args: { error: 'The workers could not be loaded. Try again.' } };

export const LongText: Story = { args: { value: '7' } };

export const Phone: Story = { ...Chosen, parameters: { viewport: { defaultViewport: 'mobile1' } } };
