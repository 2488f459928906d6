import styled, { css } from 'styled-components';
import { changeLocale } from '../../i18n/i18n';
import { LOCALE_NAMES, SUPPORTED_LOCALES, type Locale } from '../../i18n/locales';
import { rememberLocale } from '../../i18n/storage';
import { useUiT } from '../../i18n/ui';

export interface LanguageSwitchProps {
  /**
   * Called once the page has switched to `locale` (and remembered it on this device), e.g. for the shell to store
   * the choice on the signed-in user.
   */
  onChange?: (locale: Locale) => void;
  /** 'dark' on the navy sidebar, 'light' (the default) on a page or a card. */
  tone?: 'light' | 'dark';
  /** Takes the width of its container, each language an equal half. */
  fullWidth?: boolean;
}

const Group = styled.div<{ $tone: 'light' | 'dark'; $fullWidth: boolean }>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  max-width: 100%;
  padding: 2px;
  border: 1px solid ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.sidebarBorder : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.sidebarRaised : theme.colors.surfaceHover)};
`;

const Option = styled.button<{ $tone: 'light' | 'dark' }>`
  flex: 1 1 0;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.spacing(1.5)};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;

  ${({ theme, $tone }) =>
    $tone === 'dark'
      ? css`
          color: ${theme.colors.sidebarText};

          &:hover {
            color: ${theme.colors.sidebarTextActive};
          }

          &[aria-pressed='true'] {
            background: ${theme.colors.sidebarTextActive};
            color: ${theme.colors.sidebar};
          }
        `
      : css`
          color: ${theme.colors.textMuted};

          &:hover {
            color: ${theme.colors.text};
          }

          &[aria-pressed='true'] {
            background: ${theme.colors.surface};
            color: ${theme.colors.primary};
            box-shadow: ${theme.shadows.sm};
          }
        `}
`;

/**
 * English / Français: switches the whole page (shell, remotes, shared-ui) and remembers the choice on this device.
 * Each language is named in itself and marked with its `lang`, so a screen reader pronounces it right; the one in
 * use is pressed. Two plain buttons: Tab reaches each, Enter or Space chooses.
 */
export function LanguageSwitch({ onChange, tone = 'light', fullWidth = false }: LanguageSwitchProps) {
  const { t, locale: current } = useUiT();

  async function choose(locale: Locale) {
    if (locale === current) return;
    await changeLocale(locale);
    rememberLocale(locale);
    onChange?.(locale);
  }

  return (
    <Group role="group" aria-label={t('languageSwitch.label')} $tone={tone} $fullWidth={fullWidth}>
      {SUPPORTED_LOCALES.map((locale) => (
        <Option
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          $tone={tone}
          onClick={() => void choose(locale)}
        >
          {LOCALE_NAMES[locale]}
        </Option>
      ))}
    </Group>
  );
}
