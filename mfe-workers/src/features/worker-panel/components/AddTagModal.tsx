import { useId, useState, type FormEvent } from 'react';
import { TAG_COLORS, addWorkerTag, formErrorsFrom, type Tag } from 'shared-api';
import { Alert, Button, Modal, Stack, TextField } from 'shared-ui';
import styled from 'styled-components';
import { useWorkersT } from '../../../i18n';
import { useTagSuggestions } from '../hooks/useTagSuggestions';
import { TagColorPicker } from './TagColorPicker';

interface AddTagModalProps {
  workerId: number;
  /** Names of the worker's tags, left out of the suggestions. */
  existingNames: string[];
  onClose: () => void;
  onTagsChange: (tags: Tag[]) => void;
}

const Suggestions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.75)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SuggestionButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.75)};
  padding: ${({ theme }) => `${theme.spacing(0.5)} ${theme.spacing(1.25)}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Dot = styled.span<{ $color: string }>`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;

const Label = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export function AddTagModal({ workerId, existingNames, onClose, onTagsChange }: AddTagModalProps) {
  const formId = useId();
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(TAG_COLORS[0]);
  const [saving, setSaving] = useState(false);
  const { t } = useWorkersT();
  const [fieldErrors, setFieldErrors] = useState<{ name?: string; color?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const suggestions = useTagSuggestions(name).filter(
    (tag) => !existingNames.some((existing) => existing.toLowerCase() === tag.name.toLowerCase()) && tag.name !== name.trim(),
  );

  function pick(tag: Tag) {
    setName(tag.name);
    setColor(tag.color);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || name.trim() === '') return;
    setSaving(true);
    setFieldErrors({});
    setFormError(null);
    try {
      const { tags } = await addWorkerTag(workerId, { name: name.trim(), color });
      onTagsChange(tags);
      onClose();
    } catch (cause) {
      const { fields, message } = formErrorsFrom(cause, ['name', 'color'], t('tag.failed'));
      setFieldErrors(fields);
      setFormError(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t('tag.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={name.trim() === ''}>
            {t('tag.add')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit}>
        <Stack gap={2}>
          <TextField
            label={t('tag.name')}
            name="name"
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={fieldErrors.name}
          />
          {suggestions.length > 0 ? (
            <Stack gap={1}>
              <Label>{t('tag.existing')}</Label>
              <Suggestions aria-label={t('tag.suggestions')}>
                {suggestions.map((tag) => (
                  <li key={tag.id}>
                    <SuggestionButton type="button" onClick={() => pick(tag)}>
                      <Dot $color={tag.color} aria-hidden="true" />
                      {tag.name}
                    </SuggestionButton>
                  </li>
                ))}
              </Suggestions>
            </Stack>
          ) : null}
          <Stack gap={1}>
            <Label>{t('tag.colour')}</Label>
            <TagColorPicker value={color} onChange={setColor} />
            {fieldErrors.color ? <Alert tone="danger">{fieldErrors.color}</Alert> : null}
          </Stack>
          {formError ? <Alert tone="danger">{formError}</Alert> : null}
        </Stack>
      </form>
    </Modal>
  );
}
