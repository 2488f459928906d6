import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { LinkOnceNotice } from '../LinkOnceNotice/LinkOnceNotice';
import { Modal } from '../Modal/Modal';
import { Stack } from '../Layout/Layout';

export interface SentLinkDetail {
  term: string;
  description: ReactNode;
}

export interface SentLinkDetailsModalProps {
  title: string;
  /** What the portal knows of the request, in order: sent to, what was asked, when, the message, its status. */
  details: SentLinkDetail[];
  /** Only right after the request was made or sent again: the server keeps the link's hash only (ADR 0018). */
  link: string | null;
  linkTitle: string;
  linkNote: string;
  copyLabel: string;
  /** What Send again does (a new link e-mailed, the old one stops working). */
  hint: string;
  closeLabel: string;
  sendAgainLabel: string;
  resending?: boolean;
  onResend: () => void;
  onClose: () => void;
}

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(2)}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(0.5)};
    dd {
      margin-bottom: ${({ theme }) => theme.spacing(1)};
    }
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * A request sent by e-mailed link (a crew credential request, a credential update request) as the portal knows it,
 * with Send again. Its link is shown here once, right after it was made or sent again, and never opened from a list.
 */
export function SentLinkDetailsModal({
  title,
  details,
  link,
  linkTitle,
  linkNote,
  copyLabel,
  hint,
  closeLabel,
  sendAgainLabel,
  resending = false,
  onResend,
  onClose,
}: SentLinkDetailsModalProps) {
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {closeLabel}
          </Button>
          <Button loading={resending} onClick={onResend}>
            {sendAgainLabel}
          </Button>
        </>
      }
    >
      <Stack gap={2}>
        {link ? <LinkOnceNotice title={linkTitle} link={link} note={linkNote} copyLabel={copyLabel} /> : null}
        <Details>
          {details.map(({ term, description }) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{description}</dd>
            </Fragment>
          ))}
        </Details>
        <Hint>{hint}</Hint>
      </Stack>
    </Modal>
  );
}
