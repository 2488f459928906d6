import styled from 'styled-components';

const Img = styled.img<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Initials = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ $size }) => Math.round($size / 2.6)}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toLocaleUpperCase() ?? '');
  return letters.join('') || '?';
}

/** The crew's image, or its initials when it has none; decorative, the crew's name is always written next to it. */
export function CrewImage({ url, name, size = 48 }: { url: string | null; name: string; size?: number }) {
  if (url) return <Img src={url} alt="" $size={size} />;
  return (
    <Initials $size={size} aria-hidden="true">
      {initialsOf(name)}
    </Initials>
  );
}
