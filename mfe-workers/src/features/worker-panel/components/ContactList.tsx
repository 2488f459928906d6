import type { WorkerContact } from 'shared-api';
import { Badge, Button, EmptyState } from 'shared-ui';
import styled from 'styled-components';

export interface ContactListProps {
  contacts: WorkerContact[];
  onEdit: (contact: WorkerContact) => void;
  onRemove: (contact: WorkerContact) => void;
  /** The contact whose removal is under way. */
  removingId?: number | null;
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(1.5)} 0;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Text = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const NameLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.75)};
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
`;

function addressOf(contact: WorkerContact): string {
  const cityLine = [contact.city, [contact.state, contact.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [contact.address, cityLine].filter(Boolean).join(', ');
}

/** The worker's contacts with edit and remove actions. */
export function ContactList({ contacts, onEdit, onRemove, removingId = null }: ContactListProps) {
  if (contacts.length === 0) {
    return <EmptyState title="No contacts yet" description="Add an emergency contact for this worker." />;
  }
  return (
    <List aria-label="Contacts">
      {contacts.map((contact) => {
        const address = addressOf(contact);
        return (
          <Row key={contact.id}>
            <Text>
              <NameLine>
                <Name>{contact.full_name}</Name>
                <Badge tone={contact.contact_type === 'emergency' ? 'danger' : 'neutral'}>
                  {contact.contact_type === 'emergency' ? 'Emergency' : 'Other'}
                </Badge>
                {contact.publicly_visible ? <Badge tone="info">Visible to crews</Badge> : null}
              </NameLine>
              {contact.relationship ? <Meta>{contact.relationship}</Meta> : null}
              <Meta>{[contact.phone, contact.email].filter(Boolean).join(' · ') || 'No phone or e-mail'}</Meta>
              {address ? <Meta>{address}</Meta> : null}
            </Text>
            <Actions>
              <Button size="sm" variant="secondary" onClick={() => onEdit(contact)} aria-label={`Edit ${contact.full_name}`}>
                Edit
              </Button>
              <Button
                size="sm"
                variant="ghost"
                loading={removingId === contact.id}
                onClick={() => onRemove(contact)}
                aria-label={`Remove ${contact.full_name}`}
              >
                Remove
              </Button>
            </Actions>
          </Row>
        );
      })}
    </List>
  );
}
