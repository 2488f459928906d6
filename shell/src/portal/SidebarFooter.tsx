import { useState } from 'react';
import { logout } from 'shared-api';
import { Button, useToast } from 'shared-ui';
import styled from 'styled-components';

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin-bottom: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.sidebarText};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    overflow: hidden;
    color: ${({ theme }) => theme.colors.sidebarTextActive};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export interface SidebarFooterProps {
  userName?: string;
  customerName?: string;
}

export function SidebarFooter({ userName, customerName }: SidebarFooterProps) {
  const toast = useToast();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await logout();
      // A full load: the next page needs the fresh CSRF token the server puts into index.html.
      window.location.assign('/login');
    } catch {
      toast.error('Could not sign out. Try again.');
      setSigningOut(false);
    }
  }

  return (
    <>
      {userName || customerName ? (
        <Who>
          {userName ? <strong>{userName}</strong> : null}
          {customerName ? <span>{customerName}</span> : null}
        </Who>
      ) : null}
      <Button variant="secondary" size="sm" icon="logout" loading={signingOut} onClick={signOut} fullWidth>
        Sign out
      </Button>
    </>
  );
}
