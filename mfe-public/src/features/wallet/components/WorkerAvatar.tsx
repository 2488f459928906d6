import { useState } from 'react';
import styled from 'styled-components';
import { initials } from '../utils/initials';

export interface WorkerAvatarProps {
  fullName: string;
  pictureUrl: string | null;
  size?: number;
}

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: 0 0 auto;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border: 4px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ $size }) => Math.round($size * 0.36)}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.02em;
  user-select: none;
`;

const Picture = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** The worker's picture, or their initials when there is none or it cannot be loaded. */
export function WorkerAvatar({ fullName, pictureUrl, size = 96 }: WorkerAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPicture = pictureUrl !== null && pictureUrl !== failedUrl;
  return (
    <Circle $size={size}>
      {showPicture ? (
        <Picture src={pictureUrl} alt={`Picture of ${fullName}`} onError={() => setFailedUrl(pictureUrl)} />
      ) : (
        <span aria-hidden="true">{initials(fullName)}</span>
      )}
    </Circle>
  );
}
