import type { WorkerContact } from 'shared-api';
import { Badge, Button, EmptyState } from 'shared-ui';
import styled from 'styled-components';
import { useWorkersT } from '../../../i18n';
import { ListRow, RowActions, RowList, RowMeta, RowText, RowTitle } from './RowList';

export interface ContactListProps {
  contacts: WorkerContact[];
  onEdit: (contact: WorkerContact) => void;
  onRemove: (contact: WorkerContact) => void;
  /** The contact whose removal is under way. */
  removingId?: number | null;
}

const NameLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.75)};
`;

// Several lines of text: the buttons stay beside the first.
const TopAlignedRow = styled(ListRow)`
  align-items: flex-start;
`;

function addressOf(contact: WorkerContact): string {
  const cityLine = [contact.city, [contact.state, contact.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [contact.address, cityLine].filter(Boolean).join(', ');
}

/** The worker's contacts with edit and remove actions. */
export function ContactList({ contacts, onEdit, onRemove, removingId = null }: ContactListProps) {
  const { t } = useWorkersT();
  if (contacts.length === 0) {
    return <EmptyState title={t('contacts.emptyTitle')} description={t('contacts.emptyDescription')} />;
  }
  return (
    <RowList aria-label={t('contacts.title')}>
      {contacts.map((contact) => {
        const address = addressOf(contact);
        return (
          <TopAlignedRow key={contact.id}>
            <RowText>
              <NameLine>
                <RowTitle>{contact.full_name}</RowTitle>
                <Badge tone={contact.contact_type === 'emergency' ? 'danger' : 'neutral'}>
                  {contact.contact_type === 'emergency' ? t('contacts.emergency') : t('contacts.other')}
                </Badge>
                {contact.publicly_visible ? <Badge tone="info">{t('contacts.visibleToCrews')}</Badge> : null}
              </NameLine>
              {contact.relationship ? <RowMeta>{contact.relationship}</RowMeta> : null}
              <RowMeta>{[contact.phone, contact.email].filter(Boolean).join(' · ') || t('contacts.noPhoneOrEmail')}</RowMeta>
              {address ? <RowMeta>{address}</RowMeta> : null}
            </RowText>
            <RowActions>
              <Button size="sm" variant="secondary" onClick={() => onEdit(contact)} aria-label={t('contacts.editLabel', { name: contact.full_name })}>
                {t('common.edit')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                loading={removingId === contact.id}
                onClick={() => onRemove(contact)}
                aria-label={t('contacts.removeLabel', { name: contact.full_name })}
              >
                {t('common.remove')}
              </Button>
            </RowActions>
          </TopAlignedRow>
        );
      })}
    </RowList>
  );
}
