import type { ReactNode } from 'react';
import styled from 'styled-components';
import { RetryAlert } from '../RetryAlert/RetryAlert';
import { Skeleton } from '../Skeleton/Skeleton';

export interface CardDataProps<T> {
  /** What the load answered; undefined until it has. */
  data: T | undefined;
  /** The load's error. Shown only while there is no data: data already shown stays when a refresh fails. */
  error?: unknown;
  onRetry: () => void;
  /** What a failed load says: "Could not load the invites." */
  failedText: ReactNode;
  /** The skeleton's accessible name while loading: "Loading the invites". */
  loadingLabel: string;
  /** Lines of the skeleton, about as many as the data takes (default 3). */
  loadingLines?: number;
  /** Height of each skeleton line (default 18). */
  loadingLineHeight?: number;
  /** The card's content once the data is there. */
  children: (data: T) => ReactNode;
}

/** The padding a flush card's body leaves out, given back to the alert and the skeleton. */
const Padded = styled.div`
  padding: ${({ theme }) => theme.spacing(2.5)};
`;

/** The body of a flush card that loads its data: a retry alert when the load failed, a skeleton until it answers, then the content. */
export function CardData<T>({
  data,
  error,
  onRetry,
  failedText,
  loadingLabel,
  loadingLines = 3,
  loadingLineHeight = 18,
  children,
}: CardDataProps<T>) {
  if (data === undefined && error) {
    return (
      <Padded>
        <RetryAlert onRetry={onRetry}>{failedText}</RetryAlert>
      </Padded>
    );
  }
  if (data === undefined) {
    return (
      <Padded>
        <Skeleton lines={loadingLines} height={loadingLineHeight} label={loadingLabel} />
      </Padded>
    );
  }
  return <>{children(data)}</>;
}
