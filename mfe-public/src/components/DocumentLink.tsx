import { Icon, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';

export interface DocumentLinkProps {
  href: string;
  /** What is seen, e.g. 'View Document'. */
  label: string;
  /** What a screen reader hears after the label: whose document it is, or that it opens in a new tab. */
  assistiveText: string;
}

const Link = styled.a`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.75)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

/**
 * A credential's stored document, opened in a new tab. noreferrer: the page's address holds the link's token
 * (a wallet's, a request's), which the document's host must not receive.
 */
export function DocumentLink({ href, label, assistiveText }: DocumentLinkProps) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <Icon name="external" size={16} />
      <VisuallyHidden>{assistiveText}</VisuallyHidden>
    </Link>
  );
}
