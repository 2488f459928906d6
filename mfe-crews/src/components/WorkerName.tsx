import { Avatar } from 'shared-ui';
import styled from 'styled-components';

export interface WorkerNameProps {
  worker: { id: number; full_name: string; profile_picture_url: string | null };
  /** Written under the name, smaller. */
  email?: string | null;
}

const Who = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Email = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A worker in a row of the crew's lists: picture (or initials) and name, and the e-mail under it when given. */
export function WorkerName({ worker, email }: WorkerNameProps) {
  return (
    <Who>
      <Avatar name={worker.full_name} pictureUrl={worker.profile_picture_url} size={28} colorKey={worker.id} />
      <span>
        {worker.full_name}
        {email ? <Email>{email}</Email> : null}
      </span>
    </Who>
  );
}
