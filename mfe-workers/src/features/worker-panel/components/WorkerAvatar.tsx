import styled from 'styled-components';

export interface WorkerAvatarProps {
  name: string;
  pictureUrl: string | null;
  size: number;
}

const Picture = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Initials = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ $size }) => Math.round($size / 2.8)}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0].toUpperCase())
    .join('');
}

/** The worker's profile picture, or initials when there is none. */
export function WorkerAvatar({ name, pictureUrl, size }: WorkerAvatarProps) {
  if (pictureUrl) return <Picture src={pictureUrl} alt={`Profile picture of ${name}`} $size={size} />;
  return (
    <Initials $size={size} role="img" aria-label={`${name} has no profile picture`}>
      {initialsOf(name)}
    </Initials>
  );
}
