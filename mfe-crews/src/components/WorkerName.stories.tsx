import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { WorkerName } from './WorkerName';

const meta = {
  title: 'Crews/WorkerName',
  component: WorkerName,
  args: { worker: { id: 21, full_name: 'Nadia Cree', profile_picture_url: null } },
} satisfies Meta<typeof WorkerName>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithEmail: Story = { args: { email: 'nadia.cree@example.test' } };
/** A long name and e-mail wrap beside the picture rather than widening the row. */
export const LongText: Story = {
  args: {
    worker: { id: 22, full_name: 'Marie-Ève Gagnon-Tremblay de la Rivière-du-Loup', profile_picture_url: null },
    email: 'marie-eve.gagnon-tremblay.delariviereduloup@okanagan-mechanical-contractors.example.test',
  },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};
