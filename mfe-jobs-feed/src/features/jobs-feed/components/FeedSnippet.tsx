import type { FeedIntegrationResponse } from 'shared-api';
import { Button } from 'shared-ui';
import styled from 'styled-components';
import { useJobsFeedT } from '../../../i18n';
import { feedSnippet } from '../utils/snippet';

export interface FeedSnippetProps {
  feed: FeedIntegrationResponse;
  /** Puts the text on the clipboard and says so. */
  onCopy: (text: string, what: 'snippet' | 'json' | 'rss') => void;
}

const Urls = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0 0 ${({ theme }) => theme.spacing(2)};

  & > div {
    display: grid;
    grid-template-columns: 80px minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1.5)};

    ${({ theme }) => theme.media.mobile} {
      grid-template-columns: minmax(0, 1fr) auto;
      gap: ${({ theme }) => `${theme.spacing(0.5)} ${theme.spacing(1.5)}`};

      dt {
        grid-column: 1 / -1;
      }
    }
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Code = styled.pre`
  max-height: 320px;
  margin: ${({ theme }) => theme.spacing(1)} 0;
  padding: ${({ theme }) => theme.spacing(1.5)};
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: pre;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
`;

/** The feed's addresses and the snippet to paste into a careers page. */
export function FeedSnippet({ feed, onCopy }: FeedSnippetProps) {
  const { t } = useJobsFeedT();
  const snippet = feedSnippet(feed.json_url);
  return (
    <>
      <Urls>
        <div>
          <dt>{t('integration.feed.json')}</dt>
          <dd>{feed.json_url}</dd>
          <dd>
            <Button variant="secondary" size="sm" onClick={() => onCopy(feed.json_url, 'json')} aria-label={t('integration.feed.copyJson')}>
              {t('common.copy')}
            </Button>
          </dd>
        </div>
        <div>
          <dt>{t('integration.feed.rss')}</dt>
          <dd>{feed.rss_url}</dd>
          <dd>
            <Button variant="secondary" size="sm" onClick={() => onCopy(feed.rss_url, 'rss')} aria-label={t('integration.feed.copyRss')}>
              {t('common.copy')}
            </Button>
          </dd>
        </div>
      </Urls>
      <Row>
        <Note>{t('integration.feed.snippetIntro')}</Note>
        <Button size="sm" onClick={() => onCopy(snippet, 'snippet')}>
          {t('integration.feed.copySnippet')}
        </Button>
      </Row>
      {/* tabIndex: the block scrolls, so a keyboard must be able to reach it. */}
      <Code tabIndex={0} role="region" aria-label={t('integration.feed.snippetLabel')}>
        {snippet}
      </Code>
      <Note>{feed.has_integration_token ? t('integration.feed.tokenSet') : t('integration.feed.tokenUnset')}</Note>
    </>
  );
}
