import { useEffect, useState } from 'react';
import { useDebouncedValue } from 'shared-ui';
import { EMAIL_CHECK_DELAY_MS, isCheckableEmail } from '../utils/email';

export interface EmailCheckResult {
  is_valid_email: boolean;
  exists: boolean;
  message: string;
  can_send_invite: boolean;
}

export type CheckEmail = (email: string) => Promise<EmailCheckResult>;

interface Answer {
  email: string;
  result?: EmailCheckResult;
  error?: Error;
}

/**
 * Asks the server about the typed e-mail once it has an @ and a dot and typing has paused for 500 ms. An answer
 * counts only for the e-mail it was asked about, so a late answer never unlocks Invite User for newer text.
 */
export function useEmailCheck(email: string, check: CheckEmail) {
  const typed = email.trim();
  const settled = useDebouncedValue(typed, EMAIL_CHECK_DELAY_MS);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!isCheckableEmail(settled)) return;
    let current = true;
    check(settled).then(
      (result) => current && setAnswer({ email: settled, result }),
      (error: Error) => current && setAnswer({ email: settled, error }),
    );
    return () => {
      current = false;
    };
  }, [settled, check]);

  const answered = answer?.email === typed ? answer : null;
  return {
    checking: isCheckableEmail(typed) && !answered,
    result: answered?.result,
    error: answered?.error,
  };
}
