import styled from 'styled-components';
import { Pagination, type PaginationProps } from '../Pagination/Pagination';

export type CardPagerProps = PaginationProps;

const Footer = styled.div`
  padding: ${({ theme }) => `${theme.spacing(1.5)} ${theme.spacing(2.5)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The pages of a list in a flush card, in a footer ruled off from the list; nothing at all when there is one page. */
export function CardPager(props: CardPagerProps) {
  if (props.lastPage <= 1) return null;
  return (
    <Footer>
      <Pagination {...props} />
    </Footer>
  );
}
