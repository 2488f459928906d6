import styled from 'styled-components';

/** A list that fills a flush card's body edge to edge. */
export const CardList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A row of a CardList: padded as the card's header is, with a rule under every row but the last. A remote lays out
 * the row's parts by extending it, e.g. styled(CardListItem) with display: flex.
 */
export const CardListItem = styled.li`
  padding: ${({ theme }) => `${theme.spacing(1.5)} ${theme.spacing(2.5)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: none;
  }
`;
