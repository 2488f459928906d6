import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldFrame, type FieldBaseProps } from '../../internal/field';
import type { SelectOption } from '../SelectField/SelectField';

export interface ComboboxFieldProps extends FieldBaseProps {
  /** The chosen option's value; '' when none (then `placeholder` shows). */
  value: string;
  /** The chosen option's text, shown while the list is closed (the option may not be in `options`). */
  valueLabel: string;
  /** What matches the text typed, as the caller found it (usually from the server). */
  options: SelectOption[];
  /** Called with each change of the text typed; the caller searches and passes new options. */
  onSearch: (text: string) => void;
  onChange: (value: string) => void;
  /** The first option, choosing none ("All workers"); also the input's placeholder. */
  placeholder: string;
  loading?: boolean;
  /** While loading, in the list. */
  loadingText: string;
  /** No option matches. */
  emptyText: string;
  /** More match than are listed: the list's last line says to type more. */
  moreText?: string;
  disabled?: boolean;
  /** A choice must be made: marked beside the label and announced (the form checks it). */
  required?: boolean;
  className?: string;
}

const Anchor = styled.div`
  position: relative;
`;

const Input = styled.input`
  ${controlStyles}
`;

/** Under the input, over the page (below the top bar). */
const Popup = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.topBar - 1};
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  padding: ${({ theme }) => theme.spacing(0.5)} 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/**
 * The listbox itself scrolls when long (not the popup around it): the combobox's arrow keys move through it, which
 * axe knows of a combobox's listbox only (scrollable-region-focusable); the note under it stays in sight.
 */
const List = styled.ul`
  max-height: 240px;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.li<{ $active: boolean }>`
  padding: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(1.5)}`};
  overflow-wrap: anywhere;
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.colors.primarySoft : 'transparent')};
  color: ${({ theme }) => theme.colors.text};

  &[aria-selected='true'] {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(1.5)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:empty {
    display: none;
  }
`;

/**
 * A select whose options are searched as one types (ARIA 1.2 combobox with a listbox): for lists too long to
 * load whole, such as all of a customer's workers. Arrow keys move, Enter chooses, Escape closes and keeps the
 * choice. The caller owns the search (debounce, request) and passes what matched.
 */
export function ComboboxField({
  label,
  hint,
  error,
  value,
  valueLabel,
  options,
  onSearch,
  onChange,
  placeholder,
  loading = false,
  loadingText,
  emptyText,
  moreText,
  disabled,
  required,
  className,
}: ComboboxFieldProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  // The "none" choice first, then the matches.
  const choices: SelectOption[] = [{ value: '', label: placeholder }, ...options];
  const optionId = (index: number) => `${listId}-option-${index}`;

  function show(search: string) {
    setText(search);
    setActive(0);
    setOpen(true);
    onSearch(search);
  }

  function choose(option: SelectOption) {
    setOpen(false);
    setText('');
    if (option.value !== value) onChange(option.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return show(text);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + choices.length) % choices.length);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = choices[active];
      if (option && !option.disabled) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setText('');
    }
  }

  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => (
        <Anchor>
          <Input
            {...control}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && choices[active] ? optionId(active) : undefined}
            disabled={disabled}
            placeholder={placeholder}
            value={open ? text : value ? valueLabel : ''}
            onChange={(event) => show(event.target.value)}
            onFocus={(event) => event.target.select()}
            onClick={() => (open ? undefined : show(''))}
            onBlur={() => {
              setOpen(false);
              setText('');
            }}
            onKeyDown={onKeyDown}
          />
          {/* The listbox stays in the DOM (hidden) so aria-controls always names an element. */}
          <Popup hidden={!open}>
            <List id={listId} role="listbox" aria-label={typeof label === 'string' ? label : undefined}>
              {choices.map((option, index) => (
                <Option
                  key={option.value || 'none'}
                  id={optionId(index)}
                  role="option"
                  aria-selected={option.value === value}
                  aria-disabled={option.disabled || undefined}
                  $active={index === active}
                  // mousedown, not click: choosing must happen before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    if (!option.disabled) choose(option);
                  }}
                  onMouseEnter={() => setActive(index)}
                >
                  {option.label}
                </Option>
              ))}
            </List>
            <Note role="status">{open ? (loading ? loadingText : options.length === 0 ? emptyText : (moreText ?? '')) : ''}</Note>
          </Popup>
        </Anchor>
      )}
    </FieldFrame>
  );
}
