import styled from 'styled-components';

// The parts of the panel's simple lists (contacts, open requests, wallet access): a row of text beside its
// buttons, which wrap under the text on a narrow panel.

export const RowList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ListRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(1.5)} 0;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const RowText = styled.div`
  flex: 1 1 220px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

export const RowTitle = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const RowMeta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

export const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
`;
