import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CardData, Reserved, type ReservedHeight } from 'shared-ui';
import styled from 'styled-components';
import type { AsyncState } from './types';

const Padded = styled.div`
  padding: ${({ theme }) => theme.spacing(2.5)};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => `${theme.spacing(1.5)} ${theme.spacing(2.5)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin-top: auto;
`;

export const CardLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

/** The big number at the top of a count card. */
export const Figure = styled.p`
  padding: ${({ theme }) => `${theme.spacing(2)} ${theme.spacing(2.5)} ${theme.spacing(1)}`};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    margin-right: ${({ theme }) => theme.spacing(1)};
    color: ${({ theme }) => theme.colors.text};
    font-size: 32px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: 1;
  }
`;

interface CardContentProps<T> {
  /** The height a full card's data takes (its first SUMMARY_LIMIT rows), kept while loading and when there are fewer. */
  reserve?: ReservedHeight;
  state: AsyncState<T>;
  /** What a failed load says: "Could not load the workers." */
  failedText: string;
  /** The skeleton's name while loading: "Loading the workers". */
  loadingLabel: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

/** Error with retry, loading skeleton (no data yet), empty state, or the content, in the height reserved for the data. Stale data wins over a refresh error. */
export function CardContent<T>({ reserve, ...props }: CardContentProps<T>) {
  return (
    <Reserved height={reserve} column>
      <CardState {...props} />
    </Reserved>
  );
}

function CardState<T>({ state, failedText, loadingLabel, isEmpty, empty, children }: Omit<CardContentProps<T>, 'reserve'>) {
  const { data, error, onRetry } = state;
  return (
    <CardData data={data} error={error} onRetry={onRetry} failedText={failedText} loadingLabel={loadingLabel} loadingLines={5} loadingLineHeight={16}>
      {(loaded) => (isEmpty(loaded) ? <Padded>{empty}</Padded> : children(loaded))}
    </CardData>
  );
}
