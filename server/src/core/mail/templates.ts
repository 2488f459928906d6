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

/** To a worker whose employer asks for an updated copy of a credential; the link opens the public update page. */
export function credentialUpdateRequestMail(input: {
  workerName: string;
  customerName: string;
  credentialName: string;
  message: string | null;
  link: string;
}): RenderedMail {
  return renderActionMail({
    subject: `${input.customerName} has requested an update to your ${input.credentialName}`,
    paragraphs: [
      `Hello ${input.workerName},`,
      `${input.customerName} has requested an updated document for your ${input.credentialName}.`,
      ...(input.message ? [`Their message: ${input.message}`] : []),
    ],
    action: { label: 'Update your credential', url: input.link },
    footnote: 'The link opens a page where you can upload the new document. No account or sign-in is needed.',
  });
}
