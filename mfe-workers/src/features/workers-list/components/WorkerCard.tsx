import { EXPIRING_SOON_DAYS, type Worker } from 'shared-api';
import { Avatar, Badge, Icon, Spinner } from 'shared-ui';
import styled from 'styled-components';
import { useWorkersT } from '../../../i18n';
import { crewsText } from '../utils/crews';
import { locationText } from '../utils/display';
import { ActionMenu, type ActionMenuItem } from './ActionMenu';
import { PlatformBadge } from './PlatformBadge';
import { TagPill } from './TagPill';

export interface WorkerCardProps {
  worker: Worker;
  onOpen: (worker: Worker) => void;
  onOpenNotes: (worker: Worker) => void;
  /** The expired and expiring badges open the worker's credentials. */
  onOpenCredentials: (worker: Worker) => void;
  /** Deactivate when active, Activate when not (the caller confirms first). */
  onToggleActive: (worker: Worker) => void;
  /** The worker is being activated or deactivated. */
  busy?: boolean;
  /** The worker whose panel is open. */
  selected?: boolean;
}

const Article = styled.article<{ $selected: boolean; $inactive: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $inactive }) => ($inactive ? theme.colors.surfaceMuted : theme.colors.surface)};
  box-shadow: ${({ theme, $selected }) => ($selected ? theme.shadows.focus : theme.shadows.card)};
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

const Identity = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const NameRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.75)};
  min-width: 0;
`;

const NameButton = styled.button`
  min-width: 0;
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }

  &:focus-visible {
    outline: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const JobTitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing(0.5)} ${theme.spacing(1.5)}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textSubtle};
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  /* The crews line wraps so '+ N more' is never cut off; so do the credential badges. */
  dd.wraps {
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

const CredentialAlerts = styled.button<{ $tone: 'danger' | 'warning' }>`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  max-width: 100%;
  padding: 2px;
  margin: -2px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme, $tone }) => theme.tones[$tone].fg};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover span {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    max-width: 100%;
  }
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin: -6px -8px 0 0;
`;

function Fact({ term, value }: { term: string; value: string | null | undefined }) {
  return (
    <>
      <dt>{term}</dt>
      <dd title={value || undefined}>{value || <Muted>—</Muted>}</dd>
    </>
  );
}

/** One worker on the workers page: who they are, where, their trade, tags and crews, and a menu of actions. */
export function WorkerCard({ worker, onOpen, onOpenNotes, onOpenCredentials, onToggleActive, busy = false, selected = false }: WorkerCardProps) {
  const { t } = useWorkersT();
  const expired = worker.credentials_expired_count;
  const expiring = worker.credentials_expiring_count;
  const active = worker.is_active === 1;
  const crews = crewsText(worker, t);
  const menu: ActionMenuItem[] = [
    { key: 'view', label: t('card.view'), onSelect: () => onOpen(worker) },
    { key: 'notes', label: t('card.notes'), onSelect: () => onOpenNotes(worker) },
    active
      ? { key: 'deactivate', label: t('card.deactivate'), tone: 'danger', onSelect: () => onToggleActive(worker) }
      : { key: 'activate', label: t('card.activate'), onSelect: () => onToggleActive(worker) },
  ];

  return (
    <Article aria-label={worker.full_name} $selected={selected} $inactive={!active}>
      <Top>
        <Avatar name={worker.full_name} pictureUrl={worker.profile_picture_url} size={48} colorKey={worker.id} decorative />
        <Identity>
          <NameRow>
            <NameButton type="button" title={t('card.workerNumber', { id: worker.id })} onClick={() => onOpen(worker)}>
              {worker.full_name}
            </NameButton>
            {worker.user ? <PlatformBadge /> : null}
          </NameRow>
          <JobTitle>{worker.job_title || <Muted>{t('card.noJobTitle')}</Muted>}</JobTitle>
        </Identity>
        <Actions>
          {busy ? <Spinner size={16} label={active ? t('card.deactivating') : t('card.activating')} /> : null}
          {!active ? <Badge tone="neutral">{t('card.inactive')}</Badge> : null}
          <ActionMenu label={t('card.actionsFor', { name: worker.full_name })} items={menu} />
        </Actions>
      </Top>
      <Facts>
        <Fact term={t('card.email')} value={worker.email} />
        <Fact term={t('card.location')} value={locationText(worker)} />
        <Fact term={t('card.trade')} value={worker.user?.trade?.name} />
        <dt>{t('card.crews')}</dt>
        <dd className="wraps">{worker.crews_count > 0 ? crews : <Muted>{crews}</Muted>}</dd>
        {expired + expiring > 0 ? (
          <>
            <dt>{t('card.credentialAlerts')}</dt>
            {/* Only where something needs doing: a row on every card would teach the eye to skip it. */}
            <dd className="wraps">
              <CredentialAlerts
                type="button"
                $tone={expired > 0 ? 'danger' : 'warning'}
                title={[
                  expired > 0 ? t('card.expiredTitle', { count: expired }) : null,
                  expiring > 0 ? t('card.expiringTitle', { count: expiring, days: EXPIRING_SOON_DAYS }) : null,
                ]
                  .filter(Boolean)
                  .join('. ')}
                onClick={() => onOpenCredentials(worker)}
              >
                <Icon name="warning" size={14} />
                {expired > 0 ? (
                  <Badge tone="danger" shape="pill">
                    {t('card.expired', { count: expired })}
                  </Badge>
                ) : null}
                {expiring > 0 ? (
                  <Badge tone="warning" shape="pill">
                    {t('card.expiringSoon', { count: expiring })}
                  </Badge>
                ) : null}
              </CredentialAlerts>
            </dd>
          </>
        ) : null}
      </Facts>
      {worker.tags.length > 0 ? (
        <Tags aria-label={t('card.tags')}>
          {worker.tags.map((tag) => (
            <li key={tag.id}>
              <TagPill tag={tag} />
            </li>
          ))}
        </Tags>
      ) : null}
    </Article>
  );
}
