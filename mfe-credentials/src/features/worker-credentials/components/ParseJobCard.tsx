import type { CredentialParseJob } from 'shared-api';
import { Badge, Button, Icon, Spinner } from 'shared-ui';
import styled from 'styled-components';
import { useCredentialsT } from '../../../i18n';

export interface ParseJobCardProps {
  job: CredentialParseJob;
  onDelete: (job: CredentialParseJob) => void;
  deleting?: boolean;
}

const Item = styled.li<{ $failed: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(1.5)} ${({ theme }) => theme.spacing(2)};
  background: ${({ theme, $failed }) => ($failed ? theme.tones.danger.bg : theme.colors.surfaceMuted)};
  border: 1px dashed ${({ theme, $failed }) => ($failed ? theme.tones.danger.border : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};

  & > :first-child {
    flex: none;
    margin-top: 2px;
  }

  ${({ theme }) => theme.media.mobile} {
    flex-wrap: wrap;
    padding: ${({ theme }) => theme.spacing(1.5)};
  }
`;

const Text = styled.div`
  flex: 1 1 200px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Title = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.75)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Reason = styled.p`
  color: ${({ theme }) => theme.tones.danger.fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const FailedIcon = styled.span`
  color: ${({ theme }) => theme.tones.danger.solid};
`;

/** A file being read into a credential (a Processing card), or one that could not be read, with its reason. */
export function ParseJobCard({ job, onDelete, deleting = false }: ParseJobCardProps) {
  const { t } = useCredentialsT();
  const fileName = job.file_name ?? t('parseJob.uploadedFile');
  if (job.status !== 'failed') {
    return (
      <Item aria-label={t('parseJob.processingLabel', { name: fileName })} $failed={false}>
        <Spinner size={18} decorative />
        <Text>
          <Title>
            {fileName}
            <Badge tone="info" shape="pill">
              {t('parseJob.processing')}
            </Badge>
          </Title>
          <Meta>{t('parseJob.reading', { when: job.created_at_diff })}</Meta>
        </Text>
      </Item>
    );
  }
  return (
    <Item aria-label={t('parseJob.failedLabel', { name: fileName })} $failed>
      <FailedIcon>
        <Icon name="warning" size={18} />
      </FailedIcon>
      <Text>
        <Title>
          {fileName}
          <Badge tone="danger" shape="pill">
            {t('common.failed')}
          </Badge>
        </Title>
        <Reason>{job.error ?? t('parseJob.readFailed')}</Reason>
        <Meta>{t('parseJob.uploaded', { when: job.created_at_diff })}</Meta>
      </Text>
      <Button size="sm" variant="secondary" loading={deleting} onClick={() => onDelete(job)} aria-label={t('parseJob.deleteLabel', { name: fileName })}>
        {t('common.delete')}
      </Button>
    </Item>
  );
}
