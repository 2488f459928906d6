import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Card } from '../Card/Card';
import { TabbedPage } from './TabbedPage';

type Tab = 'credentials' | 'requests' | 'issuers';

const tabs = [
  { value: 'credentials' as const, label: 'Credentials' },
  { value: 'requests' as const, label: 'Update Requests' },
  { value: 'issuers' as const, label: 'Credential Issuers' },
];

const meta = {
  title: 'Layout/TabbedPage',
  component: TabbedPage<Tab>,
  args: {
    title: 'Credentials',
    description: "Every worker's tickets and certificates, with what expires soon.",
    tabsLabel: 'Credentials sections',
    tabs,
    tab: 'credentials',
    onTabChange: fn(),
    panelIdPrefix: 'story-tab',
    loadingLabel: 'Loading',
    children: null,
  },
  render: function Controlled(args) {
    const [tab, setTab] = useState<Tab>(args.tab);
    const label = tabs.find(({ value }) => value === tab)?.label;
    return (
      <TabbedPage<Tab>
        {...args}
        tab={tab}
        onTabChange={(next) => {
          setTab(next);
          args.onTabChange(next);
        }}
      >
        <Card title={label}>The {label} tab&apos;s content.</Card>
      </TabbedPage>
    );
  },
} satisfies Meta<typeof TabbedPage<Tab>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Until the customer is known, no tab loads what the customer may not be allowed to see. */
export const Loading: Story = { args: { loading: true } };

/** Without the feature, the heading stays readable and the tabs show blurred behind the notice. */
export const Unavailable: Story = { args: { unavailable: true } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
