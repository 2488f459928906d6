import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { CredentialReplacement } from 'shared-api';
import { replacedCredential } from '../fixtures';
import { ReplacementReview } from './ReplacementReview';

/** A small picture, so the story shows an image without a server. */
const CARD_PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" rx="12" fill="#e8f0fe"/><text x="24" y="60" font-family="sans-serif" font-size="22" fill="#1a3d7c">FALL ARREST</text><text x="24" y="100" font-family="sans-serif" font-size="16" fill="#333">Issued 2026-02-01</text><text x="24" y="130" font-family="sans-serif" font-size="16" fill="#333">Expires 2029-02-01</text></svg>',
)}`;

const replacement: CredentialReplacement = {
  ...replacedCredential.replacement!,
  submitted_document: { url: CARD_PICTURE, file_name: 'renewed-card.png', is_image: true },
};

const meta = {
  title: 'Credentials/Worker panel/ReplacementReview',
  component: ReplacementReview,
  args: { replacement, submitted: { issued: '2026-02-01', expiry: '2029-02-01', documentNumber: 'FA-2026-0412' } },
} satisfies Meta<typeof ReplacementReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new picture of the card beside the PDF it replaces. */
export const NewDocument: Story = {};
/** The worker changed only the dates: the same document stays. */
export const DatesOnly: Story = { args: { replacement: { ...replacement, submitted_document: null } } };
/** The previous version had no document and no expiry. */
export const NothingOnFile: Story = {
  args: { replacement: { ...replacement, previous: { document: null, issued: '2023-02-01', expiry: null, document_number: null } } },
};
export const LongText: Story = {
  args: {
    replacement: {
      ...replacement,
      previous: {
        ...replacement.previous,
        document: {
          url: '/json/files/601',
          file_name: 'scan-of-the-fall-arrest-and-rescue-certificate-issued-by-the-northern-alberta-safety-council-2023.pdf',
          is_image: false,
        },
      },
    },
  },
};
/** One version after the other, the previous first. */
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
