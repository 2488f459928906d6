import { useState } from 'react';
import { removeWorkerTag, type Tag, type Worker } from 'shared-api';
import { Avatar, Button, useToast } from 'shared-ui';
import styled from 'styled-components';
import { getWorkersT, useWorkersT } from '../../../i18n';
import { errorMessage } from '../utils/errorMessage';
import { AddTagModal } from './AddTagModal';
import { JobTitleModal } from './JobTitleModal';
import { ProfilePictureModal } from './ProfilePictureModal';
import { WorkerTags } from './WorkerTags';

type OpenModal = 'picture' | 'job-title' | 'tag' | null;

const Box = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2.5)};
  padding: ${({ theme }) => `${theme.spacing(2.5)} ${theme.spacing(3)} ${theme.spacing(2)}`};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.spacing(2)};
    padding: ${({ theme }) => theme.spacing(2)};
  }
`;

const PictureColumn = styled.div`
  flex: none;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

const Info = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const JobTitle = styled.span<{ $missing: boolean }>`
  color: ${({ theme, $missing }) => ($missing ? theme.colors.textSubtle : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Secondary = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

interface WorkerHeaderProps {
  worker: Worker;
  onWorkerChange: (worker: Worker) => void;
}

/** Picture, job title and tags of the worker, each editable in place. */
export function WorkerHeader({ worker, onWorkerChange }: WorkerHeaderProps) {
  const toast = useToast();
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  const [removingTagId, setRemovingTagId] = useState<number | null>(null);
  const { t } = useWorkersT();
  const close = () => setOpenModal(null);

  function changeTags(tags: Tag[]) {
    onWorkerChange({ ...worker, tags });
  }

  async function removeTag(tag: Tag) {
    setRemovingTagId(tag.id);
    try {
      await removeWorkerTag(worker.id, tag.id);
      changeTags(worker.tags.filter((existing) => existing.id !== tag.id));
    } catch (cause) {
      toast.error(errorMessage(cause, getWorkersT()('header.removeTagFailed', { name: tag.name })));
    } finally {
      setRemovingTagId(null);
    }
  }

  return (
    <Box>
      <PictureColumn>
        <Avatar name={worker.full_name} pictureUrl={worker.profile_picture_url} size={72} />
        <Button variant="link" size="sm" onClick={() => setOpenModal('picture')}>
          {t('header.editPicture')}
        </Button>
      </PictureColumn>
      <Info>
        <Line>
          <JobTitle $missing={!worker.job_title}>{worker.job_title || t('header.noJobTitle')}</JobTitle>
          <Button variant="link" size="sm" onClick={() => setOpenModal('job-title')}>
            {t('header.editJobTitle')}
          </Button>
        </Line>
        {worker.email || worker.user?.trade ? (
          <Secondary>{[worker.email, worker.user?.trade?.name].filter(Boolean).join(' · ')}</Secondary>
        ) : null}
        <Line>
          <WorkerTags tags={worker.tags} onRemove={removeTag} removingId={removingTagId} />
          <Button variant="secondary" size="sm" onClick={() => setOpenModal('tag')}>
            {t('header.addTag')}
          </Button>
        </Line>
      </Info>
      {openModal === 'picture' ? <ProfilePictureModal worker={worker} onClose={close} onWorkerChange={onWorkerChange} /> : null}
      {openModal === 'job-title' ? <JobTitleModal worker={worker} onClose={close} onWorkerChange={onWorkerChange} /> : null}
      {openModal === 'tag' ? (
        <AddTagModal
          workerId={worker.id}
          existingNames={worker.tags.map((tag) => tag.name)}
          onClose={close}
          onTagsChange={changeTags}
        />
      ) : null}
    </Box>
  );
}
