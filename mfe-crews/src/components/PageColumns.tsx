import styled from 'styled-components';

/** A crew page in two columns (admin, workers, share), their widths in the given ratio; one column on a phone. */
export const PageColumns = styled.div<{ $ratio: readonly [number, number] }>`
  display: grid;
  grid-template-columns: minmax(0, ${({ $ratio }) => $ratio[0]}fr) minmax(0, ${({ $ratio }) => $ratio[1]}fr);
  align-items: start;
  gap: ${({ theme }) => theme.spacing(2)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
