import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { useUiT } from '../../i18n/ui';

export interface ConfirmOptions {
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger';
}

export type ConfirmFn = (message: string, options?: ConfirmOptions) => Promise<boolean>;

interface PendingConfirm {
  id: number;
  message: string;
  options: ConfirmOptions;
  resolve: (answer: boolean) => void;
}

const ConfirmContext = createContext<ConfirmFn | null>(null);

const Message = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: pre-line;
`;

/** Answers `useConfirm()` calls one at a time with a styled dialog instead of window.confirm. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<PendingConfirm[]>([]);
  const nextId = useRef(0);
  const { t } = useUiT();

  const confirm = useCallback<ConfirmFn>(
    (message, options = {}) =>
      new Promise<boolean>((resolve) => {
        nextId.current += 1;
        const id = nextId.current;
        setQueue((current) => [...current, { id, message, options, resolve }]);
      }),
    [],
  );

  const current = queue[0];

  function answer(value: boolean) {
    if (!current) return;
    current.resolve(value);
    setQueue((pending) => pending.filter((item) => item.id !== current.id));
  }

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {current ? (
        <Modal
          key={current.id}
          open
          size="sm"
          title={current.options.title ?? t('confirm.title')}
          onClose={() => answer(false)}
          footer={
            <>
              <Button variant="secondary" onClick={() => answer(false)}>
                {current.options.cancelLabel ?? t('confirm.cancel')}
              </Button>
              <Button
                variant={current.options.tone === 'danger' ? 'danger' : 'primary'}
                onClick={() => answer(true)}
              >
                {current.options.confirmLabel ?? t('confirm.confirm')}
              </Button>
            </>
          }
        >
          <Message>{current.message}</Message>
        </Modal>
      ) : null}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() must be used inside <ConfirmProvider>.');
  return confirm;
}
