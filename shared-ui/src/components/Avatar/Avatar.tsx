import { useState } from 'react';
import styled from 'styled-components';
import { useUiT } from '../../i18n/ui';

// Muted backgrounds that all carry white initials at 4.5:1 or better.
const AVATAR_COLORS = ['#2457d6', '#0f766e', '#7c3aed', '#b45309', '#be123c', '#0369a1', '#4d7c0f', '#475569'];

export interface AvatarProps {
  /** Whose avatar it is: names the picture and gives the initials. */
  name: string;
  pictureUrl: string | null;
  /** Width and height in pixels. */
  size?: number;
  /**
   * Gives the initials one of the avatar colours, the same one for the same key (a worker's id), so a list of
   * people tells them apart; without it the initials are in the primary colour.
   */
  colorKey?: number;
  /** Hidden from assistive technology, for an avatar beside the name it would only repeat. */
  decorative?: boolean;
}

/** "Ada Maria Fraser" → "AF": the first letters of the first and last names, '?' for no name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0])[0];
  const last = words.length > 1 ? Array.from(words[words.length - 1])[0] : '';
  return `${first}${last}`.toUpperCase();
}

const Circle = styled.span<{ $size: number; $colorKey?: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme, $colorKey }) => ($colorKey === undefined ? theme.colors.primarySoft : AVATAR_COLORS[$colorKey % AVATAR_COLORS.length])};
  color: ${({ theme, $colorKey }) => ($colorKey === undefined ? theme.colors.primary : '#ffffff')};
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  user-select: none;
`;

const Picture = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** A person's profile picture, or their initials when there is none or it cannot be loaded. */
export function Avatar({ name, pictureUrl, size = 40, colorKey, decorative = false }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPicture = pictureUrl !== null && pictureUrl !== failedUrl;
  const initials = initialsOf(name);
  const { t } = useUiT();
  return (
    <Circle $size={size} $colorKey={colorKey} aria-hidden={decorative || undefined}>
      {showPicture ? (
        <Picture src={pictureUrl} alt={decorative ? '' : t('avatar.picture', { name })} loading="lazy" onError={() => setFailedUrl(pictureUrl)} />
      ) : decorative ? (
        initials
      ) : (
        <span role="img" aria-label={t('avatar.noPicture', { name })}>
          {initials}
        </span>
      )}
    </Circle>
  );
}
