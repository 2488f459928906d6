import { EmptyState } from 'shared-ui';
import styled from 'styled-components';
import { useJobsFeedT } from '../../../i18n';

export interface ProviderDetailsProps {
  /** The provider's description as HTML, sanitised by the server (sanitize-html) before it was sent. */
  html: string;
}

const Body = styled.div`
  line-height: ${({ theme }) => theme.lineHeights.body};
  overflow-wrap: anywhere;

  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.spacing(1.5)};
  }

  ul,
  ol {
    padding-left: ${({ theme }) => theme.spacing(3)};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }

  h2,
  h3,
  h4 {
    margin: ${({ theme }) => theme.spacing(2)} 0 ${({ theme }) => theme.spacing(1)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** The Details tab: the provider's own description. */
export function ProviderDetails({ html }: ProviderDetailsProps) {
  const { t } = useJobsFeedT();
  if (!html.trim()) return <EmptyState icon="info" title={t('training.details.empty')} />;
  // The server sanitises the description (no scripts, event handlers or javascript: links) before sending it.
  return <Body dangerouslySetInnerHTML={{ __html: html }} />;
}
