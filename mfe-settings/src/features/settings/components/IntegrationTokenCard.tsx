import type { IntegrationToken } from 'shared-api';
import { Alert, Button, Card, Reserved, RetryAlert, Skeleton, Stack, useFormat, type ReservedHeight } from 'shared-ui';
import styled from 'styled-components';
import { useSettingsT } from '../../../i18n';

/** Measured height of the loaded body at 1280 and 390 px: the masked token, its dates and Regenerate (e2e/tests/layout-stability.test.ts). */
const TOKEN_HEIGHT: ReservedHeight = { desktop: 113, mobile: 132 };

const Value = styled.code`
  display: block;
  padding: ${({ theme }) => `${theme.spacing(1.25)} ${theme.spacing(1.5)}`};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Label = styled.p`
  margin-bottom: ${({ theme }) => theme.spacing(0.5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export interface IntegrationTokenCardProps {
  /** undefined while loading; null when the customer has none. */
  token?: IntegrationToken | null;
  error?: unknown;
  onRetry: () => void;
  /** Owners and admins generate and regenerate. */
  canManage: boolean;
  busy: boolean;
  onGenerate: () => void;
  onRegenerate: () => void;
  onCopy: (value: string) => void;
}

/** The customer's integration token: Generate when none exists, the full value once (with Copy), masked afterwards. */
export function IntegrationTokenCard({ token, error, onRetry, canManage, busy, onGenerate, onRegenerate, onCopy }: IntegrationTokenCardProps) {
  const { t } = useSettingsT();
  const format = useFormat();
  return (
    <Card title={t('settings.token.title')}>
      <Reserved height={TOKEN_HEIGHT}>
        <Stack gap={2}>
          <Meta>{t('settings.token.description')}</Meta>
          {error && token === undefined ? (
            <RetryAlert onRetry={onRetry}>{t('settings.token.loadFailed')}</RetryAlert>
          ) : token === undefined ? (
            <Skeleton lines={2} height={18} label={t('settings.token.loading')} />
          ) : token === null ? (
            <>
              <p>{t('settings.token.none')}</p>
              {canManage ? (
                <Actions>
                  <Button icon="settings" loading={busy} onClick={onGenerate}>
                    {t('settings.token.generate')}
                  </Button>
                </Actions>
              ) : (
                <Meta>{t('settings.token.askAdmin')}</Meta>
              )}
            </>
          ) : (
            <>
              {!token.is_masked ? <Alert tone="warning">{t('settings.token.shownOnce')}</Alert> : null}
              <div>
                <Label>{t(token.is_masked ? 'settings.token.maskedLabel' : 'settings.token.fullLabel')}</Label>
                <Value>{token.token}</Value>
              </div>
              <Meta>
                {t('settings.token.created', { date: format.dateTime(token.created_at), ago: token.created_at_diff_for_humans })}{' '}
                {token.last_used_at ? t('settings.token.lastUsed', { date: format.dateTime(token.last_used_at) }) : t('settings.token.neverUsed')}
              </Meta>
              <Actions>
                {!token.is_masked ? (
                  <Button icon="check" onClick={() => onCopy(token.token)}>
                    {t('settings.token.copy')}
                  </Button>
                ) : null}
                {canManage ? (
                  <Button variant="secondary" icon="retry" loading={busy} onClick={onRegenerate}>
                    {t('settings.token.regenerate')}
                  </Button>
                ) : null}
              </Actions>
            </>
          )}
        </Stack>
      </Reserved>
    </Card>
  );
}
