import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { publicSharedCrew } from '../fixtures';
import { SharedCrewView } from './SharedCrewView';

const meta = { title: 'Public/SharedCrewView', component: SharedCrewView, args: { data: publicSharedCrew } } satisfies Meta<typeof SharedCrewView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoWorkers: Story = { args: { data: { ...publicSharedCrew, crew: { ...publicSharedCrew.crew, workers: [] } } } };
export const WithImage: Story = {
  args: {
    data: {
      ...publicSharedCrew,
      crew: {
        ...publicSharedCrew.crew,
        crew_image_url:
          'data:image/svg+xml;utf8,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#f4b400"/></svg>'),
      },
    },
  },
};
export const LongName: Story = {
  args: { data: { ...publicSharedCrew, crew: { ...publicSharedCrew.crew, name: 'A shared crew name long enough to wrap on a phone screen, twice over at least' } } },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
