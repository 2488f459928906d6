import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { DateField } from '../DateField/DateField';
import { FieldGridWide } from '../FieldGrid/FieldGrid';
import { SelectField } from '../SelectField/SelectField';
import { TextAreaField } from '../TextAreaField/TextAreaField';
import { TextField } from '../TextField/TextField';
import { FormModal } from './FormModal';

const meta = {
  title: 'Components/FormModal',
  component: FormModal,
  args: {
    title: 'Create Crew',
    submitLabel: 'Create',
    onClose: fn(),
    onSubmit: fn((event) => event.preventDefault()),
    children: null,
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['grid', 'stack', 'plain'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: (args) => (
    <FormModal {...args}>
      <FieldGridWide>
        <TextField label="Name" required />
      </FieldGridWide>
      <FieldGridWide>
        <TextAreaField label="Description" rows={3} />
      </FieldGridWide>
      <SelectField
        label="Administrator"
        required
        placeholder="Choose an administrator"
        options={[{ value: '1', label: 'Ada Fraser' }]}
      />
      <SelectField label="Crew type" placeholder="No crew type" options={[{ value: '1', label: 'Electrical' }]} />
    </FormModal>
  ),
} satisfies Meta<typeof FormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Sending: the main button spins and Cancel waits. */
export const Saving: Story = { args: { saving: true } };

/** The server refused the save without naming a field. */
export const Failed: Story = { args: { failure: 'The crew could not be created. Try again in a moment.' } };

/** A notice above the form and a third button beside the main one, one field under the other. */
export const StackWithNoticeAndAction: Story = {
  args: {
    title: 'Edit Credential',
    submitLabel: 'Save',
    layout: 'stack',
    notice: (
      <Alert tone="warning" title="Needs review">
        The worker sent a new version of this credential.
      </Alert>
    ),
    actions: <Button variant="secondary">Keep the previous version</Button>,
    failure: 'The credential could not be saved.',
  },
  render: (args) => (
    <FormModal {...args}>
      <TextField label="Name" required defaultValue="Working at Heights" />
      <DateField label="Expiry" />
    </FormModal>
  ),
};

export const LongText: Story = {
  args: {
    title: 'Edit job title of Marie-Ève Tremblay-Desjardins, Senior Journeyperson Industrial Electrician',
    submitLabel: 'Update',
    size: 'sm',
    layout: 'plain',
    failure: 'The job title may not be longer than 255 characters; shorten it and save again.',
  },
  render: (args) => (
    <FormModal {...args}>
      <TextField label="Job title" defaultValue="Senior Journeyperson Industrial Electrician (Construction and Maintenance)" />
    </FormModal>
  ),
};

export const OnPhone: Story = { args: { failure: 'The crew could not be created.' }, globals: { viewport: { value: 'phone' } } };
