import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FieldGridWide, TextAreaField, TextField } from 'shared-ui';
import { fn } from 'storybook/test';
import { getCrewsT } from '../i18n';
import { PageForm } from './PageForm';

const t = getCrewsT();

const meta = {
  title: 'Crews/PageForm',
  component: PageForm,
  args: {
    'aria-label': t('share.form.title'),
    onSubmit: fn(),
    failure: null,
    submitLabel: t('share.form.submit'),
    saving: false,
    children: (
      <>
        <TextField label={t('share.form.name')} />
        <TextField label={t('share.form.email')} type="email" />
        <FieldGridWide>
          <TextAreaField label={t('share.form.message')} rows={3} />
        </FieldGridWide>
      </>
    ),
  },
} satisfies Meta<typeof PageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Saving: Story = { args: { saving: true } };
export const Failed: Story = { args: { failure: t('share.form.failed') } };
/** A required field still empty: the button stays disabled. */
export const Disabled: Story = { args: { submitDisabled: true } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
