import styled from 'styled-components';
import { Icon } from '../Icon/Icon';
import { useUiT } from '../../i18n/ui';

export interface PaginationProps {
  /** 1-based. */
  currentPage: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  'aria-label'?: string;
}

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** First, last, and the pages either side of the current one; gaps become ellipses. */
export function pageItems(currentPage: number, lastPage: number, siblings = 1): PageItem[] {
  // Always the same number of slots, so the buttons do not jump around while paging.
  const slots = siblings * 2 + 5;
  if (lastPage <= slots) return Array.from({ length: lastPage }, (_, index) => index + 1);
  const start = Math.max(Math.min(currentPage - siblings, lastPage - siblings * 2 - 2), 3);
  const end = Math.min(Math.max(currentPage + siblings, siblings * 2 + 3), lastPage - 2);
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  // An ellipsis never stands for a single page: that page is shown instead.
  return [
    1,
    start > 3 ? 'ellipsis-start' : 2,
    ...middle,
    end < lastPage - 2 ? 'ellipsis-end' : lastPage - 1,
    lastPage,
  ];
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A page button or an ellipsis: phones show the compact page count instead, so the row stays on one line. */
const PageListItem = styled.li`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const CompactPageCount = styled.li`
  display: none;
  padding: 0 ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;

  ${({ theme }) => theme.media.mobile} {
    display: block;
  }
`;

const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-width: 36px;
  height: 36px;
  padding: 0 ${({ theme }) => theme.spacing(1)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.textSubtle};
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StepLabel = styled.span`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Ellipsis = styled.span`
  display: inline-flex;
  justify-content: center;
  min-width: 24px;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export function Pagination({
  currentPage,
  lastPage,
  onPageChange,
  'aria-label': ariaLabel,
}: PaginationProps) {
  const { t } = useUiT();
  if (lastPage <= 1) return null;
  return (
    <Nav aria-label={ariaLabel ?? t('pagination.label')}>
      <List>
        <li>
          {/* On phones the word is hidden; aria-label keeps the button named. */}
          <PageButton
            type="button"
            aria-label={t('pagination.previousPage')}
            disabled={currentPage <= 1}
            onClick={() => onPageChange(currentPage - 1)}
          >
            <Icon name="chevron-left" size={16} />
            <StepLabel>{t('pagination.previous')}</StepLabel>
          </PageButton>
        </li>
        {pageItems(currentPage, lastPage).map((item) =>
          typeof item === 'number' ? (
            <PageListItem key={item}>
              <PageButton
                type="button"
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === currentPage ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </PageButton>
            </PageListItem>
          ) : (
            <PageListItem key={item} aria-hidden="true">
              <Ellipsis>…</Ellipsis>
            </PageListItem>
          ),
        )}
        <CompactPageCount>{t('pagination.pageOf', { page: currentPage, last: lastPage })}</CompactPageCount>
        <li>
          <PageButton
            type="button"
            aria-label={t('pagination.nextPage')}
            disabled={currentPage >= lastPage}
            onClick={() => onPageChange(currentPage + 1)}
          >
            <StepLabel>{t('pagination.next')}</StepLabel>
            <Icon name="chevron-right" size={16} />
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
