import { useId, useState, type KeyboardEvent } from 'react';
import type { Tag } from 'shared-api';
import { Icon } from 'shared-ui';
import styled from 'styled-components';
import { useWorkersT } from '../../../i18n';

export interface TagFilterProps {
  /** Tag names filtered on. */
  tags: string[];
  onChange: (tags: string[]) => void;
  /** What is typed; the parent fetches suggestions for it. */
  text: string;
  onTextChange: (text: string) => void;
  suggestions: Tag[];
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.75)};
  min-width: 0;
`;

const InputBox = styled.div`
  position: relative;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Input = styled.input`
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(1.5)}`};
  border: 1px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.body};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textSubtle};
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }

  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  /* 16px stops iOS Safari from zooming into the field on focus, as in every shared-ui field. */
  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Options = styled.ul`
  position: absolute;
  top: 100%;
  right: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.topBar - 1};
  max-height: 240px;
  margin: 4px 0 0;
  padding: ${({ theme }) => theme.spacing(0.5)};
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  list-style: none;
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => `${theme.spacing(0.75)} ${theme.spacing(1)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceHover : 'transparent')};
  cursor: pointer;
`;

const Swatch = styled.span<{ $color: string }>`
  width: 12px;
  height: 12px;
  flex: none;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 0 2px 0 ${({ theme }) => theme.spacing(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 24px;
    height: 24px;
    padding: 0;
    border: none;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    cursor: pointer;

    &:hover,
    &:focus-visible {
      outline: none;
      background: ${({ theme }) => theme.colors.surface};
    }
  }
`;

/** Filters on tag names: type to get suggestions, Enter or a click adds a tag, the chip's X removes it. */
export function TagFilter({ tags, onChange, text, onTextChange, suggestions }: TagFilterProps) {
  const inputId = useId();
  const listId = useId();
  const [highlighted, setHighlighted] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const { t } = useWorkersT();
  const options = suggestions.filter((tag) => !tags.some((name) => name.toLowerCase() === tag.name.toLowerCase()));
  const open = !dismissed && text.trim() !== '' && options.length > 0;
  // Until the arrows move it, the highlight rests on the tag spelled as typed, else on the first suggestion, so
  // Enter after half a name filters on a tag that exists rather than on the fragment.
  const typed = options.findIndex((tag) => tag.name.toLowerCase() === text.trim().toLowerCase());
  const active = !open ? -1 : highlighted >= 0 && highlighted < options.length ? highlighted : Math.max(typed, 0);

  function add(name: string) {
    const trimmed = name.trim();
    if (trimmed && !tags.some((current) => current.toLowerCase() === trimmed.toLowerCase())) onChange([...tags, trimmed]);
    onTextChange('');
    setHighlighted(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setDismissed(false);
      // A closed list opens on its resting highlight; an open one moves on from it.
      setHighlighted(open ? (active + 1) % options.length : Math.max(typed, 0));
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setDismissed(false);
      setHighlighted(open ? (active <= 0 ? options.length - 1 : active - 1) : Math.max(typed, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      add(open ? options[active].name : text);
    } else if (event.key === 'Escape') {
      setDismissed(true);
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  }

  return (
    <Wrapper>
      <Label htmlFor={inputId}>{t('filters.tags')}</Label>
      <InputBox>
        <Input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder={t('filters.tagPlaceholder')}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open ? `${listId}-${active}` : undefined}
          value={text}
          onChange={(event) => {
            setDismissed(false);
            setHighlighted(-1);
            onTextChange(event.target.value);
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => setDismissed(true)}
        />
        <Options id={listId} role="listbox" aria-label={t('filters.tagSuggestions')} hidden={!open}>
          {open
            ? options.map((tag, index) => (
                <Option
                  key={tag.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  $active={index === active}
                  // mousedown, not click: the input's blur would close the list before a click lands.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    add(tag.name);
                  }}
                >
                  <Swatch $color={tag.color} aria-hidden="true" />
                  {tag.name}
                </Option>
              ))
            : null}
        </Options>
      </InputBox>
      {tags.length > 0 ? (
        <Chips aria-label={t('filters.tagsFiltered')}>
          {tags.map((name) => (
            <Chip key={name}>
              {name}
              <button type="button" aria-label={t('filters.removeTag', { name })} onClick={() => onChange(tags.filter((tag) => tag !== name))}>
                <Icon name="close" size={14} />
              </button>
            </Chip>
          ))}
        </Chips>
      ) : null}
    </Wrapper>
  );
}
