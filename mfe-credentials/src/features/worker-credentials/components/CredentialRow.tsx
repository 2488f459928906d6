import { useId } from 'react';
import type { WorkerUserCredential } from 'shared-api';
import { Badge, Button, Icon } from 'shared-ui';
import styled from 'styled-components';
import { useCredentialsT } from '../../../i18n';
import { activeUpdateRequest, canCopyCredential, canDeleteCredential } from '../utils/credentialRules';

/** What the row can ask for; the section owns the calls and the modals. */
export interface CredentialRowActions {
  onEdit: (credential: WorkerUserCredential) => void;
  onDelete: (credential: WorkerUserCredential) => void;
  onRequestUpdate: (credential: WorkerUserCredential) => void;
  onWithdrawRequest: (credential: WorkerUserCredential) => void;
  /** View request: the open update request's details in the portal, with Send again (its link is not kept). */
  onViewRequest: (credential: WorkerUserCredential) => void;
  onCopy: (credential: WorkerUserCredential) => void;
  onChangeIssuer: (credential: WorkerUserCredential) => void;
  onOpenAssessments: (credential: WorkerUserCredential) => void;
}

export interface CredentialRowProps extends CredentialRowActions {
  credential: WorkerUserCredential;
  expanded: boolean;
  onToggle: () => void;
  /** The action of this row that is waiting for the server, if any. */
  busyAction?: 'delete' | 'withdraw' | 'copy' | null;
  /** Not expired yet, but within the days the worker's card warns of: an 'Expires soon' badge. */
  expiringSoon?: boolean;
  /** No file where one is expected (credentialRules.expectsDocument): the missing-file warning. */
  documentExpected?: boolean;
}

const Item = styled.li<{ $expired: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1.5)} ${({ theme }) => theme.spacing(2)};
  background: ${({ theme, $expired }) => ($expired ? theme.colors.dangerRow : theme.colors.surface)};
  border: 1px solid ${({ theme, $expired }) => ($expired ? theme.tones.danger.border : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing(1.5)};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Heading = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

const NameLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.75)};
`;

const Name = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Dates = styled.p`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.spacing(2)};
  row-gap: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Placeholder = styled.span`
  font-style: italic;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const FileWarning = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(0.5)};

  & > svg {
    flex: none;
    margin-top: 2px;
  }

  color: ${({ theme }) => theme.tones.warning.fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.spacing(2)};
  row-gap: ${({ theme }) => theme.spacing(0.75)};
  padding: ${({ theme }) => theme.spacing(1.5)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    row-gap: 2px;

    dd {
      margin-bottom: ${({ theme }) => theme.spacing(0.75)};
    }
  }
`;

const IssuerLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.spacing(1.5)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.75)};
`;

/** One credential of the worker: collapsed it shows dates and actions, expanded (More) its issuer and details. */
export function CredentialRow({
  credential,
  expanded,
  onToggle,
  busyAction = null,
  expiringSoon = false,
  documentExpected = false,
  onEdit,
  onDelete,
  onRequestUpdate,
  onWithdrawRequest,
  onViewRequest,
  onCopy,
  onChangeIssuer,
  onOpenAssessments,
}: CredentialRowProps) {
  const { t } = useCredentialsT();
  const detailsId = useId();
  const request = activeUpdateRequest(credential);
  const issuer = credential.enterprise_customer_credential_issuer;
  const assessments = credential.internal_assessments_count;

  return (
    <Item aria-label={credential.name} $expired={credential.is_expired}>
      <Top>
        <Heading>
          <NameLine>
            <Name>{credential.name}</Name>
            {credential.is_expired ? (
              <Badge tone="danger" shape="pill">
                {t('common.expired')}
              </Badge>
            ) : null}
            {expiringSoon ? (
              <Badge tone="warning" shape="pill">
                {t('row.expiresSoon')}
              </Badge>
            ) : null}
            {credential.needs_review ? (
              <Badge tone="warning" shape="pill">
                {t('row.needsReview')}
              </Badge>
            ) : null}
          </NameLine>
          <Dates>
            <span>
              {t('row.issued')} {credential.issued_pretty_date ?? <Placeholder>{t('common.noIssueDate')}</Placeholder>}
            </span>
            <span>
              {t('row.expires')}{' '}
              {credential.expires_pretty_date ? (
                <>
                  {credential.expires_pretty_date}
                  {credential.expiry_diff_for_humans ? ` (${credential.expiry_diff_for_humans})` : ''}
                </>
              ) : (
                <Placeholder>{t('common.noExpiry')}</Placeholder>
              )}
            </span>
          </Dates>
          {documentExpected ? (
            <FileWarning>
              <Icon name="warning" size={16} />
              {t('row.noFile')}
            </FileWarning>
          ) : null}
        </Heading>
        <Button size="sm" variant="ghost" aria-expanded={expanded} aria-controls={detailsId} onClick={onToggle}>
          {expanded ? t('row.less') : t('row.more')}
        </Button>
      </Top>

      {expanded ? (
        <Details id={detailsId}>
          <dt>{t('row.issuer')}</dt>
          <dd>
            <IssuerLine>
              {issuer ? issuer.name : <Placeholder>{t('row.noIssuer')}</Placeholder>}
              <Button size="sm" variant="link" onClick={() => onChangeIssuer(credential)}>
                {issuer ? t('row.changeIssuer') : t('row.setIssuer')}
              </Button>
            </IssuerLine>
          </dd>
          {credential.training_provider_issuer ? (
            <>
              <dt>{t('row.trainingProvider')}</dt>
              <dd>{credential.training_provider_issuer.name}</dd>
            </>
          ) : null}
          <dt>{t('row.type')}</dt>
          <dd>{credential.user_credential_type?.label ?? <Placeholder>{t('row.notSet')}</Placeholder>}</dd>
          <dt>{t('row.documentNumber')}</dt>
          <dd>{credential.document_number ?? <Placeholder>{t('row.notSet')}</Placeholder>}</dd>
          {credential.notes ? (
            <>
              <dt>{t('row.notes')}</dt>
              <dd>{credential.notes}</dd>
            </>
          ) : null}
          {credential.user ? (
            <>
              <dt>{t('row.platformAccount')}</dt>
              <dd>
                {credential.owned_by_enterprise_customer
                  ? t('row.copiedAccount', { name: credential.user.full_name })
                  : credential.user.full_name}
              </dd>
            </>
          ) : null}
          {request ? (
            <>
              <dt>{t('row.updateRequested')}</dt>
              <dd>{request.created_diff_for_humans}</dd>
            </>
          ) : null}
        </Details>
      ) : null}

      <Actions>
        {credential.s3_url ? (
          <Button size="sm" variant="secondary" icon="external" href={credential.s3_url} target="_blank">
            {t('row.viewFile')}
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onClick={() => onEdit(credential)}>
          {credential.needs_review ? t('row.review') : t('common.edit')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onOpenAssessments(credential)}>
          {assessments > 0 ? t('row.assessmentsCount', { count: assessments }) : t('row.assessments')}
        </Button>
        {request ? (
          <>
            <Button size="sm" variant="secondary" onClick={() => onViewRequest(credential)}>
              {t('row.viewRequest')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={busyAction === 'withdraw'}
              onClick={() => onWithdrawRequest(credential)}
            >
              {t('row.withdrawRequest')}
            </Button>
          </>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => onRequestUpdate(credential)}>
            {t('row.requestUpdate')}
          </Button>
        )}
        {canCopyCredential(credential) ? (
          <Button size="sm" variant="secondary" loading={busyAction === 'copy'} onClick={() => onCopy(credential)}>
            {t('row.copyToRecords')}
          </Button>
        ) : null}
        {canDeleteCredential(credential) ? (
          <Button
            size="sm"
            variant="ghost"
            loading={busyAction === 'delete'}
            aria-label={t('row.deleteLabel', { name: credential.name })}
            onClick={() => onDelete(credential)}
          >
            {t('common.delete')}
          </Button>
        ) : null}
      </Actions>
    </Item>
  );
}
