import { useRef, type KeyboardEvent } from 'react';
import { TAG_COLORS } from 'shared-api';
import { Icon } from 'shared-ui';
import styled from 'styled-components';
import { useWorkersT } from '../../../i18n';

export interface TagColorPickerProps {
  value: string;
  onChange: (color: string) => void;
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.75)};
`;

const Swatch = styled.button<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 2px solid transparent;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  color: #fff;
  cursor: pointer;

  &[aria-checked='true'] {
    box-shadow:
      0 0 0 2px ${({ theme }) => theme.colors.surface},
      0 0 0 4px ${({ theme }) => theme.colors.text};
  }

  & svg {
    filter: drop-shadow(0 0 1px rgba(0, 0, 0, 0.6));
  }
`;

/** One of the 37 preset tag colours, as a radio group (arrow keys move the choice). */
export function TagColorPicker({ value, onChange }: TagColorPickerProps) {
  const swatches = useRef<(HTMLButtonElement | null)[]>([]);
  const { t } = useWorkersT();

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + TAG_COLORS.length) % TAG_COLORS.length;
    swatches.current[next]?.focus();
    onChange(TAG_COLORS[next]);
  }

  // A colour from elsewhere (an existing tag's) may match no swatch; the first then takes the focus.
  const focusIndex = Math.max(0, (TAG_COLORS as readonly string[]).indexOf(value));

  return (
    <Group role="radiogroup" aria-label={t('tag.colourGroup')}>
      {TAG_COLORS.map((color, index) => {
        const checked = color === value;
        return (
          <Swatch
            key={color}
            ref={(node) => {
              swatches.current[index] = node;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={color}
            tabIndex={index === focusIndex ? 0 : -1}
            $color={color}
            onClick={() => onChange(color)}
            onKeyDown={(event) => handleKeyDown(event, index)}
          >
            {checked ? <Icon name="check" size={16} /> : null}
          </Swatch>
        );
      })}
    </Group>
  );
}
