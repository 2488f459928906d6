import type { ReactNode } from 'react';
import { Button } from 'shared-ui';
import styled from 'styled-components';
import { RowItem } from './Rows';

type ChoiceId = number | string;

export interface ChoiceListProps<T extends { id: number }> {
  /** The list's accessible name. */
  'aria-label': string;
  items: readonly T[];
  /** What a row says of its item, beside its button. */
  renderItem: (item: T) => ReactNode;
  /** The button's text ('Follow', 'Add'). */
  actionText: string;
  /** The button's accessible name, which names the item ('Follow Working at Heights'). */
  actionLabel: (item: T) => string;
  onChoose: (item: T) => void;
  /** The item being chosen (its button spins), or another step of the dialog under way: meanwhile nothing else can be chosen. */
  busyId?: ChoiceId | null;
  /** Past this height (px) the list scrolls. */
  maxHeight: number;
}

const List = styled.ul<{ $maxHeight: number }>`
  display: flex;
  flex-direction: column;
  max-height: ${({ $maxHeight }) => $maxHeight}px;
  margin: ${({ theme }) => theme.spacing(1.5)} 0 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

/** The item's words stay beside the button, wrapping anywhere rather than pushing it out. */
const Row = styled(RowItem)`
  flex-wrap: nowrap;
  padding: ${({ theme }) => theme.spacing(1)} 0;
`;

const Label = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** A dialog's list of things to pick from (credentials to follow, workers to add), each row with its own button. */
export function ChoiceList<T extends { id: number }>({
  'aria-label': label,
  items,
  renderItem,
  actionText,
  actionLabel,
  onChoose,
  busyId = null,
  maxHeight,
}: ChoiceListProps<T>) {
  return (
    <List aria-label={label} $maxHeight={maxHeight}>
      {items.map((item) => (
        <Row key={item.id}>
          <Label>{renderItem(item)}</Label>
          <Button
            size="sm"
            variant="secondary"
            loading={busyId === item.id}
            disabled={busyId !== null && busyId !== item.id}
            aria-label={actionLabel(item)}
            onClick={() => onChoose(item)}
          >
            {actionText}
          </Button>
        </Row>
      ))}
    </List>
  );
}
