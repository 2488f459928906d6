import { useState } from 'react';
import { crewAdminCandidatesKey, crewKey, crewsKey, useCrewTypes } from 'shared-api';
import { Avatar, Button, Card, useDocumentTitle, useToast } from 'shared-ui';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { PageColumns } from '../../../components/PageColumns';
import { useCrewsT } from '../../../i18n';
import { useLayoutCrew } from '../../crew-layout';
import { ChangeAdminModal } from './ChangeAdminModal';
import { EditCrewForm } from './EditCrewForm';

const Admin = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  min-width: 0;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** /crews/{id}/admin: the crew administrator (and changing it) and the edit-crew form. */
export default function CrewAdminPage() {
  const crew = useLayoutCrew();
  const { t } = useCrewsT();
  useDocumentTitle(t('admin.documentTitle', { crew: crew.name }));
  const toast = useToast();
  const types = useCrewTypes();
  const { mutate } = useSWRConfig();
  const [changing, setChanging] = useState(false);
  const reloadCrew = () => Promise.all([mutate(crewKey(crew.id)), mutate((key) => Array.isArray(key) && key[0] === crewsKey()[0])]);

  return (
    <PageColumns $ratio={[1, 2]}>
      <Card
        title={t('admin.details.title')}
        actions={
          crew.can_change_admin ? (
            <Button size="sm" variant="secondary" onClick={() => setChanging(true)}>
              {t('admin.change.open')}
            </Button>
          ) : null
        }
      >
        <Admin>
          <Avatar name={crew.admin.full_name} pictureUrl={crew.admin.image_url} size={48} colorKey={crew.admin.id} />
          <Text>
            <Name>{crew.admin.full_name}</Name>
            <Muted>{crew.admin.email}</Muted>
            <Muted>{t(`admin.roles.${crew.admin.role}`)}</Muted>
          </Text>
        </Admin>
      </Card>
      <Card title={t('admin.edit.title')}>
        <EditCrewForm key={`${crew.name}|${crew.description}|${crew.crew_type_id}`} crew={crew} crewTypes={types.data?.crew_types ?? []} onSaved={() => void reloadCrew()} />
      </Card>
      {changing ? (
        <ChangeAdminModal
          crewId={crew.id}
          onClose={() => setChanging(false)}
          onChanged={(response) => {
            setChanging(false);
            toast.success(response.message ?? t('admin.change.done'));
            void reloadCrew();
            void mutate(crewAdminCandidatesKey(crew.id));
          }}
        />
      ) : null}
    </PageColumns>
  );
}
