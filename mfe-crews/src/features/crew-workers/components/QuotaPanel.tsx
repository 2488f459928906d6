import { useState, type FormEvent } from 'react';
import { formErrorsFrom, saveCrewQuota, type CrewQuotaResponse, type CrewWorkerQuota } from 'shared-api';
import { Alert, Button, Card, TextField, useToast } from 'shared-ui';
import styled from 'styled-components';
import { getCrewsT, useCrewsT } from '../../../i18n';

export interface QuotaPanelProps {
  crewId: number;
  quota: CrewWorkerQuota | null;
  /** §9 texts for the current count, from the server ('Minimum workers quota of 3 is not met'). */
  warnings: string[];
  onSaved: (response: CrewQuotaResponse) => void;
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1.5)};

  & > div {
    flex: 1 1 120px;
  }
`;

const Save = styled.div`
  flex: 0 0 auto !important;
  align-self: flex-end;
  padding-bottom: 2px;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const toText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const toNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/** The crew's worker quota: min and max (empty means none; both 0 removes it), its warnings and the server's 422 inline. */
export function QuotaPanel({ crewId, quota, warnings, onSaved }: QuotaPanelProps) {
  const { t } = useCrewsT();
  const toast = useToast();
  const [min, setMin] = useState(() => toText(quota?.min_workers));
  const [max, setMax] = useState(() => toText(quota?.max_workers));
  const [errors, setErrors] = useState<{ min_workers?: string; max_workers?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    for (const [field, text] of [['min_workers', min], ['max_workers', max]] as const) {
      const value = toNumber(text);
      if (value !== null && (!Number.isInteger(value) || value < 0)) found[field] = t('workers.quota.wholeNumber');
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const response = await saveCrewQuota(crewId, { min_workers: toNumber(min), max_workers: toNumber(max) });
      setMin(toText(response.crew_worker_quota?.min_workers));
      setMax(toText(response.crew_worker_quota?.max_workers));
      toast.success(response.message ?? getCrewsT()('workers.quota.saved'));
      onSaved(response);
    } catch (error) {
      const result = formErrorsFrom(error, ['min_workers', 'max_workers'], getCrewsT()('workers.quota.failed'));
      setErrors(result.fields);
      // The 422's message is shown inline (§5), as well as beside the field it concerns.
      setFailure(result.message ?? (error instanceof Error ? error.message : null));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={t('workers.quota.title')}>
      <Stack>
        {warnings.map((warning) => (
          <Alert key={warning} tone="warning">
            {warning}
          </Alert>
        ))}
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <Form onSubmit={submit} noValidate aria-label={t('workers.quota.title')}>
          <TextField label={t('workers.quota.min')} type="number" inputMode="numeric" min={0} value={min} error={errors.min_workers} onChange={(event) => setMin(event.target.value)} />
          <TextField label={t('workers.quota.max')} type="number" inputMode="numeric" min={0} value={max} error={errors.max_workers} onChange={(event) => setMax(event.target.value)} />
          <Save>
            <Button type="submit" variant="secondary" loading={saving}>
              {t('workers.quota.save')}
            </Button>
          </Save>
        </Form>
        <Hint>{t('workers.quota.hint')}</Hint>
      </Stack>
    </Card>
  );
}
