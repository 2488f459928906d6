import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TextAreaField } from '../TextAreaField/TextAreaField';
import { TextField } from '../TextField/TextField';
import { FieldGrid, FieldGridWide } from './FieldGrid';

const meta = {
  title: 'Forms/FieldGrid',
  component: FieldGrid,
  render: () => (
    <FieldGrid>
      <TextField label="First name" required />
      <TextField label="Last name" required />
      <TextField label="E-mail" type="email" />
      <TextField label="Phone number" type="tel" />
      <FieldGridWide>
        <TextAreaField label="Notes" rows={3} />
      </FieldGridWide>
    </FieldGrid>
  ),
} satisfies Meta<typeof FieldGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two fields to a row; notes take the whole row. */
export const TwoColumns: Story = {};

/** One field to a row on a phone. */
export const OnPhone: Story = { globals: { viewport: { value: 'phone' } } };
