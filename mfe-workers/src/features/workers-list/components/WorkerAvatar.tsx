import type { Worker } from 'shared-api';
import styled from 'styled-components';
import { initials } from '../utils/display';

// Muted backgrounds that all carry white initials at 4.5:1 or better.
const AVATAR_COLORS = ['#2457d6', '#0f766e', '#7c3aed', '#b45309', '#be123c', '#0369a1', '#4d7c0f', '#475569'];

const Frame = styled.span<{ $size: number; $color: string }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  color: #ffffff;
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface WorkerAvatarProps {
  worker: Pick<Worker, 'id' | 'first_name' | 'last_name' | 'full_name' | 'profile_picture_url'>;
  size?: number;
}

/** The profile picture, or the worker's initials on a colour that stays the same for that worker. */
export function WorkerAvatar({ worker, size = 48 }: WorkerAvatarProps) {
  return (
    <Frame $size={size} $color={AVATAR_COLORS[worker.id % AVATAR_COLORS.length]} aria-hidden="true">
      {worker.profile_picture_url ? <img src={worker.profile_picture_url} alt="" loading="lazy" /> : initials(worker)}
    </Frame>
  );
}
