import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { crew } from '../../../fixtures';
import { CrewImageModal } from './CrewImageModal';

const meta = {
  title: 'Crews/CrewImageModal',
  component: CrewImageModal,
  args: { crew, onClose: fn(), onSaved: fn() },
} satisfies Meta<typeof CrewImageModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoImageYet: Story = { args: { crew: { ...crew, crew_image_url: null } } };
export const WithImage: Story = {
  args: {
    crew: {
      ...crew,
      crew_image_url:
        'data:image/svg+xml;utf8,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#f4b400"/></svg>'),
    },
  },
};
export const LongName: Story = { args: { crew: { ...crew, crew_image_url: null, name: 'A crew name long enough to wrap twice on a phone screen, and then some more' } } };
export const Phone: Story = { args: { crew: { ...crew, crew_image_url: null } }, globals: { viewport: { value: 'phone' } } };
