import styled from 'styled-components';

/*
 * The crew remote's lists of rows (imported and shared crews, the worker sidebar, the missing list, shares, notes,
 * notifications, a follow's workers, the dashboard's cards, ChoiceList): one list and one row, a line between rows; a
 * list whose rows sit tighter or hold longer text extends RowItem. shared-ui's EntryList is for written entries
 * (author, time, Delete) drawn as cards, and does not carry these actions.
 */

export const RowList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A row: its parts wrap under one another on a narrow screen. */
export const RowItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1.25)} 0;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The row's words: a name over its notes; takes the room the actions leave. */
export const RowText = styled.span`
  display: flex;
  flex: 1 1 8rem;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** A secondary line (company, date, e-mail). */
export const RowNote = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The row's buttons, side by side. */
export const RowActions = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
`;
