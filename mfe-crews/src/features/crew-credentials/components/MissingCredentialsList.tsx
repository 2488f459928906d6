import type { CrewMissingCredentialsResponse, CrewMissingWorker } from 'shared-api';
import { Button, Card, EmptyState, useFormat } from 'shared-ui';
import styled from 'styled-components';
import { RowItem, RowList } from '../../../components/Rows';
import { WorkerName } from '../../../components/WorkerName';
import { useCrewsT } from '../../../i18n';
import { MissingWorkerActions } from './MissingWorkerActions';

type MissingCredential = CrewMissingCredentialsResponse['credentials'][number];

export interface MissingBusy {
  credentialId: number;
  workerId: number | null;
  action: 'request' | 'withdraw' | 'mass';
}

export interface MissingCredentialsListProps {
  credentials: MissingCredential[];
  busy?: MissingBusy | null;
  onRequest: (credential: MissingCredential, worker: CrewMissingWorker) => void;
  onWithdraw: (credential: MissingCredential, worker: CrewMissingWorker) => void;
  onView: (credential: MissingCredential, worker: CrewMissingWorker) => void;
  onMassRequest: (credential: MissingCredential) => void;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** The missing sub-tab: per followed credential someone lacks, its workers with their request actions and a mass request. */
export function MissingCredentialsList({ credentials, busy = null, onRequest, onWithdraw, onView, onMassRequest }: MissingCredentialsListProps) {
  const { t } = useCrewsT();
  const format = useFormat();
  if (credentials.length === 0) {
    return <EmptyState icon="check" title={t('credentials.missing.empty')} description={t('credentials.missing.emptyHint')} />;
  }
  return (
    <Stack>
      {credentials.map((credential) => {
        // Whom a mass request asks: no request open and nothing sent that waits for review (as the server counts).
        const unrequested = credential.workers_without_credential.filter((worker) => !worker.credential_request && !worker.awaiting_review).length;
        return (
          <Card
            key={credential.id}
            title={t('credentials.missing.cardTitle', {
              name: credential.label,
              count: credential.workers_without_credential.length,
              value: format.number(credential.workers_without_credential.length),
            })}
            actions={
              <Button
                size="sm"
                variant="secondary"
                disabled={unrequested === 0}
                loading={busy?.credentialId === credential.id && busy.action === 'mass'}
                onClick={() => onMassRequest(credential)}
                aria-label={t('credentials.missing.massNamed', { name: credential.label })}
              >
                {t('credentials.missing.mass')}
              </Button>
            }
          >
            <RowList aria-label={t('credentials.missing.workersOf', { name: credential.label })}>
              {credential.workers_without_credential.map((worker) => (
                <RowItem key={worker.id}>
                  <WorkerName worker={worker} email={worker.email} />
                  <MissingWorkerActions
                    worker={worker}
                    credentialLabel={credential.label}
                    busy={busy?.credentialId === credential.id && busy.workerId === worker.id && busy.action !== 'mass' ? busy.action : null}
                    onRequest={(target) => onRequest(credential, target)}
                    onWithdraw={(target) => onWithdraw(credential, target)}
                    onView={(target) => onView(credential, target)}
                  />
                </RowItem>
              ))}
            </RowList>
          </Card>
        );
      })}
    </Stack>
  );
}
