import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import { getCrewsT } from '../i18n';
import { ChoiceList } from './ChoiceList';
import { WorkerName } from './WorkerName';

interface Choice {
  id: number;
  label: string;
}

const credentials: Choice[] = [
  { id: 1, label: 'Working at Heights' },
  { id: 2, label: 'Standard First Aid with CPR Level C' },
  { id: 3, label: 'WHMIS 2015' },
];

const t = getCrewsT();

const meta = {
  title: 'Crews/ChoiceList',
  component: ChoiceList<Choice>,
  args: {
    'aria-label': t('credentials.follow.results'),
    items: credentials,
    renderItem: (credential): ReactNode => credential.label,
    actionText: t('credentials.follow.follow'),
    actionLabel: (credential) => t('credentials.follow.followNamed', { name: credential.label }),
    onChoose: fn(),
    maxHeight: 280,
  },
} satisfies Meta<typeof ChoiceList<Choice>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The second is being chosen: its button spins, the others wait. */
export const Choosing: Story = { args: { busyId: 2 } };
/** Another step of the dialog is under way (a credential being created): nothing can be chosen. */
export const Waiting: Story = { args: { busyId: 'new' } };
/** Past its height the list scrolls. */
export const Scrolls: Story = { args: { items: Array.from({ length: 12 }, (_, index) => ({ id: index + 1, label: `Credential ${index + 1}` })), maxHeight: 200 } };
export const LongText: Story = {
  args: { items: [{ id: 9, label: 'Confined Space Entry and Rescue – Supervisor Level, Alberta Construction Safety Association (ACSA) Edition' }, ...credentials] },
};
/** Workers to add, with their pictures and e-mails. */
export const Workers: Story = {
  args: {
    'aria-label': t('workers.add.listLabel'),
    items: [
      { id: 21, label: 'Nadia Cree' },
      { id: 22, label: 'Luc Tremblay' },
    ],
    renderItem: (worker) => <WorkerName worker={{ id: worker.id, full_name: worker.label, profile_picture_url: null }} email={worker.id === 21 ? 'nadia.cree@example.test' : null} />,
    actionText: t('workers.add.add'),
    actionLabel: (worker) => t('workers.add.addNamed', { name: worker.label }),
    maxHeight: 360,
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
