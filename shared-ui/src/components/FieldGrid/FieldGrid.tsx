import styled from 'styled-components';

/** A form's fields two to a row on a wide screen and one to a row on a phone. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A field of a FieldGrid that takes the whole row (a name, an address, notes). */
export const FieldGridWide = styled.div`
  grid-column: 1 / -1;
`;
