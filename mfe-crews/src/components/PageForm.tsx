import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, FieldGrid, FieldGridWide } from 'shared-ui';

export interface PageFormProps {
  /** The form's accessible name. */
  'aria-label': string;
  onSubmit: (event: FormEvent) => void;
  /** Why the last send failed, shown above the fields. */
  failure: string | null;
  submitLabel: string;
  saving: boolean;
  /** Keeps the submit button disabled (a required field still empty). */
  submitDisabled?: boolean;
  /** The fields, on a FieldGrid (FieldGridWide for a full-width one). */
  children: ReactNode;
}

/** A form on a crew's page (Edit crew, Share the crew): a failure alert, its fields on a grid, the submit button below. */
export function PageForm({ 'aria-label': label, onSubmit, failure, submitLabel, saving, submitDisabled, children }: PageFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <FieldGrid>
        {failure ? (
          <FieldGridWide>
            <Alert tone="danger">{failure}</Alert>
          </FieldGridWide>
        ) : null}
        {children}
        <FieldGridWide>
          <Button type="submit" disabled={submitDisabled} loading={saving}>
            {submitLabel}
          </Button>
        </FieldGridWide>
      </FieldGrid>
    </form>
  );
}
