import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CrewImage } from './CrewImage';

const meta = { title: 'Crews/CrewImage', component: CrewImage, args: { url: null, name: 'Tower Crane Crew', size: 64 } } satisfies Meta<typeof CrewImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const OneWord: Story = { args: { name: 'Riggers', size: 48 } };
// An inline picture: stories do not depend on the network.
const picture = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#2457d6"/><circle cx="32" cy="28" r="12" fill="#fff"/></svg>')}`;

export const WithImage: Story = { args: { url: picture } };
/** A long name still makes two initials inside the circle. */
export const LongName: Story = { args: { name: 'Northern Alberta Industrial Electrical and Instrumentation Shutdown Crew' } };
