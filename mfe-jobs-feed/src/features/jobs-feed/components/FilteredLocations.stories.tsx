import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { albertaTowns, filteredLocations } from '../fixtures';
import { FilteredLocations } from './FilteredLocations';

const meta = {
  title: 'Jobs Feed/FilteredLocations',
  component: FilteredLocations,
  args: {
    locations: filteredLocations,
    province: 'AB',
    towns: albertaTowns,
    onProvinceChange: fn(),
    onAdd: fn(async () => undefined),
    onRemove: fn(),
  },
} satisfies Meta<typeof FilteredLocations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProvinceChosen: Story = {};
export const NoProvince: Story = { args: { province: '', towns: undefined } };
export const TownsLoading: Story = { args: { towns: undefined } };
export const TownsFailed: Story = { args: { towns: [], townsFailed: true, onRetryTowns: fn() } };
export const Empty: Story = { args: { locations: [] } };
export const LongText: Story = {
  args: { locations: [{ id: 5, town: 'Rivière-du-Loup-en-Bas-Saint-Laurent', province: 'NL' }, ...filteredLocations] },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
