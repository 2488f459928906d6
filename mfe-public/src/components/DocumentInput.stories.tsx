import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { DocumentInput } from './DocumentInput';

function Controlled({ initialFile = null, error }: { initialFile?: File | null; error?: string }) {
  const [file, setFile] = useState<File | null>(initialFile);
  const [problem, setProblem] = useState<string | undefined>(error);
  return (
    <div style={{ maxWidth: 560, padding: 24 }}>
      <DocumentInput
        label="Document"
        file={file}
        onChange={(chosen) => {
          setFile(chosen);
          setProblem(undefined);
        }}
        onReject={setProblem}
        error={problem}
      />
    </div>
  );
}

const meta = {
  title: 'Public/DocumentInput',
  component: Controlled,
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Chosen: Story = {
  args: { initialFile: new File([new Uint8Array(348_000)], 'working-at-heights-certificate-2024.pdf', { type: 'application/pdf' }) },
};

export const Refused: Story = { args: { error: 'The file may not be greater than 10 MB.' } };
