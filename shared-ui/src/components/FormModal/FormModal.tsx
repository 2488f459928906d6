import { useId, type FormEvent, type ReactNode } from 'react';
import { useUiT } from '../../i18n/ui';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { FieldGrid, FieldGridWide } from '../FieldGrid/FieldGrid';
import { Stack } from '../Layout/Layout';
import { Modal, type ModalSize } from '../Modal/Modal';

/**
 * How the form lays out what it holds: `grid`, the fields two by two on a FieldGrid (the failure across it);
 * `stack`, one under the other with room between; `plain`, as the children lay themselves out.
 */
export type FormModalLayout = 'grid' | 'stack' | 'plain';

export interface FormModalProps {
  /** Defaults to true: most forms are mounted only while open. */
  open?: boolean;
  title: ReactNode;
  size?: ModalSize;
  /** Cancel, Close dialog, Escape and the backdrop. */
  onClose: () => void;
  /** The form's submit (the main button and Enter in a field); the caller prevents the page's reload. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The main button's text. */
  submitLabel: ReactNode;
  /** While saving the main button spins and Cancel waits, unless `cancelWhileSaving`. */
  saving?: boolean;
  /** Cancel stays enabled while saving (closing does not stop the save). */
  cancelWhileSaving?: boolean;
  submitDisabled?: boolean;
  /** Why the form was not saved: an alert above the fields. */
  failure?: ReactNode;
  /** Names the form, where the dialog holds more than the form. */
  formLabel?: string;
  layout?: FormModalLayout;
  /** Shown above the failure, such as a warning about what is being edited. */
  notice?: ReactNode;
  /** More buttons, between Cancel and the main one. */
  actions?: ReactNode;
  children: ReactNode;
}

function FormBody({ layout, failure, notice, children }: Pick<FormModalProps, 'layout' | 'failure' | 'notice' | 'children'>) {
  const alert = failure ? <Alert tone="danger">{failure}</Alert> : null;
  if (layout === 'grid') {
    return (
      <FieldGrid>
        {notice ? <FieldGridWide>{notice}</FieldGridWide> : null}
        {alert ? <FieldGridWide>{alert}</FieldGridWide> : null}
        {children}
      </FieldGrid>
    );
  }
  const content = (
    <>
      {notice}
      {alert}
      {children}
    </>
  );
  return layout === 'stack' ? <Stack gap={2}>{content}</Stack> : content;
}

/**
 * A dialog around one form: its fields, an alert saying why it was not saved, and Cancel and the main button in
 * the footer (the main button submits the form, spinning while it saves). The browser's own checks are off: the
 * form's messages say what is missing, in the reader's language.
 */
export function FormModal({
  open = true,
  title,
  size,
  onClose,
  onSubmit,
  submitLabel,
  saving = false,
  cancelWhileSaving = false,
  submitDisabled,
  failure,
  formLabel,
  layout = 'grid',
  notice,
  actions,
  children,
}: FormModalProps) {
  const { t } = useUiT();
  const formId = useId();
  return (
    <Modal
      open={open}
      size={size}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving && !cancelWhileSaving}>
            {t('formModal.cancel')}
          </Button>
          {actions}
          <Button type="submit" form={formId} loading={saving} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} aria-label={formLabel}>
        <FormBody layout={layout} failure={failure} notice={notice}>
          {children}
        </FormBody>
      </form>
    </Modal>
  );
}
