import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useIsPhone } from '../../hooks/useIsPhone';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { useUiT } from '../../i18n/ui';

export type TableAlign = 'left' | 'center' | 'right';
export type RowTone = 'danger';

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  /** Cell content; without it the row's own property named `key` is shown. */
  render?: (row: T) => ReactNode;
  width?: number | string;
  align?: TableAlign;
}

export interface TableProps<T> {
  columns: TableColumn<T>[];
  rows: T[];
  getRowKey: (row: T) => string | number;
  emptyText?: ReactNode;
  rowTone?: (row: T) => RowTone | undefined;
  /** Names the table for screen readers (visually hidden), and the list that replaces it on a phone. */
  caption?: string;
  /**
   * The content of one row on a phone, where the table becomes a list with one item per row
   * (build it from PhoneItemHeader, PhoneItemDetail and PhoneItemActions). Without it a phone gets the table.
   */
  renderPhoneItem?: (row: T) => ReactNode;
  /**
   * Rows as tall whatever their data, for a card that reserves its size while it loads: the columns keep their
   * widths (`width`, else shared equally) and a cell's text keeps to its line, cut with an ellipsis where it does
   * not fit. A cell may still stack lines of its own (OneLine blocks), as every row does the same.
   */
  oneLine?: boolean;
}

const Scroller = styled.div`
  /* Contains the visually hidden caption, which would otherwise widen the page on phones. */
  position: relative;
  width: 100%;
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;

  &:focus-visible {
    outline-offset: -2px;
  }
`;

const StyledTable = styled.table<{ $oneLine: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};
  ${({ $oneLine }) =>
    $oneLine &&
    css`
      table-layout: fixed;

      & > * > tr > * {
        overflow: hidden;
        white-space: nowrap;
        text-overflow: ellipsis;
      }
    `}
`;

/** A line of a cell or phone item that never wraps: what does not fit ends in an ellipsis. */
export const OneLine = styled.span`
  display: block;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

// The outer cells line up with a Card's 20px (16px on phones) title inset.
const cell = css<{ $align: TableAlign }>`
  padding: ${({ theme }) => `${theme.spacing(1.25)} ${theme.spacing(1.5)}`};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;

  &:first-child {
    padding-left: ${({ theme }) => theme.spacing(2.5)};
  }
  &:last-child {
    padding-right: ${({ theme }) => theme.spacing(2.5)};
  }

  ${({ theme }) => theme.media.mobile} {
    &:first-child {
      padding-left: ${({ theme }) => theme.spacing(2)};
    }
    &:last-child {
      padding-right: ${({ theme }) => theme.spacing(2)};
    }
  }
`;

const Th = styled.th<{ $align: TableAlign }>`
  ${cell}
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  text-transform: uppercase;
  white-space: nowrap;
`;

const Td = styled.td<{ $align: TableAlign }>`
  ${cell}
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tr = styled.tr<{ $tone?: RowTone }>`
  &:last-child > td {
    border-bottom: none;
  }
  &:hover > td {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${({ $tone, theme }) =>
    $tone === 'danger' &&
    css`
      & > td {
        background: ${theme.colors.dangerRow};
      }
      & > td:first-child {
        box-shadow: inset 3px 0 0 ${theme.colors.danger};
      }
      &:hover > td {
        background: ${theme.colors.dangerRowHover};
      }
    `}
`;

const Empty = styled.td`
  padding: ${({ theme }) => theme.spacing(4)} ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.textSubtle};
  text-align: center;
`;

const PhoneList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

// 16px sides, as the table's outer cells on a phone, so items line up with a Card's title.
const PhoneItem = styled.li<{ $tone?: RowTone }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  padding: ${({ theme }) => `${theme.spacing(1.5)} ${theme.spacing(2)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: none;
  }

  ${({ $tone, theme }) =>
    $tone === 'danger' &&
    css`
      background: ${theme.colors.dangerRow};
      box-shadow: inset 3px 0 0 ${theme.colors.danger};
    `}
`;

const PhoneEmpty = styled.p`
  padding: ${({ theme }) => `${theme.spacing(4)} ${theme.spacing(2)}`};
  color: ${({ theme }) => theme.colors.textSubtle};
  text-align: center;
`;

function defaultCell<T>(row: T, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return value === null || value === undefined ? '' : String(value);
}

export function Table<T>({
  columns,
  rows,
  getRowKey,
  emptyText: givenEmptyText,
  rowTone,
  caption,
  renderPhoneItem,
  oneLine = false,
}: TableProps<T>) {
  const phone = useIsPhone();
  const { t } = useUiT();
  const emptyText = givenEmptyText ?? t('table.empty');
  if (phone && renderPhoneItem) {
    if (rows.length === 0) return <PhoneEmpty>{emptyText}</PhoneEmpty>;
    return (
      <PhoneList aria-label={caption}>
        {rows.map((row) => {
          const tone = rowTone?.(row);
          return (
            <PhoneItem key={getRowKey(row)} $tone={tone} data-tone={tone}>
              {renderPhoneItem(row)}
            </PhoneItem>
          );
        })}
      </PhoneList>
    );
  }
  return (
    // Focusable so keyboard users can scroll a table wider than a phone screen.
    // The scroll region is named after the table, not as the table: a card titled like its caption stays a distinct landmark.
    <Scroller tabIndex={0} role="region" aria-label={caption ? t('table.region', { caption }) : t('table.label')}>
      <StyledTable $oneLine={oneLine}>
        {caption ? (
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
        ) : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <Th key={column.key} scope="col" $align={column.align ?? 'left'} style={{ width: column.width }}>
                {column.header}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Empty colSpan={columns.length}>{emptyText}</Empty>
            </tr>
          ) : (
            rows.map((row) => {
              const tone = rowTone?.(row);
              return (
                <Tr key={getRowKey(row)} $tone={tone} data-tone={tone}>
                  {columns.map((column) => (
                    <Td key={column.key} $align={column.align ?? 'left'}>
                      {column.render ? column.render(row) : defaultCell(row, column.key)}
                    </Td>
                  ))}
                </Tr>
              );
            })
          )}
        </tbody>
      </StyledTable>
    </Scroller>
  );
}
