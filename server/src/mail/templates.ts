import { renderActionMail, type RenderedMail } from './render';

/** To someone given access to a worker's credential wallet. */
export function walletAccessMail(input: { workerName: string; customerName: string; link: string }): RenderedMail {
  return renderActionMail({
    subject: `${input.workerName} shared their credential wallet with you`,
    paragraphs: [
      'Hello,',
      `${input.customerName} has given you access to the credential wallet of ${input.workerName}: their tickets, licences and certificates with their expiry dates.`,
    ],
    action: { label: 'Open the wallet', url: input.link },
    footnote: `The link stays valid until ${input.customerName} removes your access.`,
  });
}
