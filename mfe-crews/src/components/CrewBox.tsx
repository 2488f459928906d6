import styled from 'styled-components';

/*
 * A crew's own card: its card on /crews and its heading card on its pages show the same crew (image, name, type,
 * description) on the same surface; each lays out what it holds.
 */

export const CrewBox = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** The crew's description (the preview the server cut), under its name. */
export const CrewDescription = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
