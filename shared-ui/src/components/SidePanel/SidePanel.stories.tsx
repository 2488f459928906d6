import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { PanelSection } from '../PanelSection/PanelSection';
import { TextAreaField } from '../TextAreaField/TextAreaField';
import { SidePanel, SidePanelContent, type SidePanelSize } from './SidePanel';

const meta = {
  title: 'Components/SidePanel',
  component: SidePanel,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Ada Fraser',
    onClose: fn(),
    children: (
      <SidePanelContent>
        <PanelSection title="Details">
          <p>Lead Hand – Rigging · Halifax</p>
        </PanelSection>
      </SidePanelContent>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Docked beside the page, which stays usable; the header switch resizes it. */
export const Docked: Story = {
  render: function Resizable(args) {
    const [size, setSize] = useState<SidePanelSize>('medium');
    return <SidePanel {...args} size={size} onSizeChange={setSize} />;
  },
};

/** On a phone the docked panel fills the screen, dims the page behind it (seen as it slides in) and keeps the focus. */
export const DockedOnPhone: Story = { ...Docked, globals: { viewport: { value: 'phone' } } };

/** Over a backdrop, with a subtitle; focus stays inside until it closes. */
export const Modal: Story = {
  args: {
    modal: true,
    size: 'small',
    title: 'Internal Assessment',
    subtitle: 'Working at Heights',
    closeLabel: 'Close',
    children: (
      <SidePanelContent>
        <TextAreaField label="Notes" rows={3} />
        <Button>Add assessment</Button>
      </SidePanelContent>
    ),
  },
};
