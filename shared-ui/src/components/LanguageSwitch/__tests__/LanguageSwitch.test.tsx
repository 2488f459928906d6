import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocale } from '../../../i18n/i18n';
import { LOCALE_STORAGE_KEY } from '../../../i18n/storage';
import { renderUi } from '../../../testing/render';
import { Pagination } from '../../Pagination/Pagination';
import { LanguageSwitch } from '../LanguageSwitch';

afterEach(() => localStorage.clear());

describe('LanguageSwitch', () => {
  it('names each language in itself, with its lang, and presses the one in use', () => {
    renderUi(<LanguageSwitch />);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en-CA');
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('lang', 'fr-CA');
  });

  it('switches the page, <html lang> and every component to French, remembers it and tells the caller', async () => {
    const onChange = jest.fn();
    renderUi(
      <>
        <LanguageSwitch onChange={onChange} />
        <Pagination currentPage={2} lastPage={3} onPageChange={() => {}} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));

    expect(currentLocale()).toBe('fr-CA');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr-CA');
    expect(onChange).toHaveBeenCalledWith('fr-CA');
    expect(screen.getByRole('group', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeInTheDocument();
  });

  it('is used with the keyboard: Tab to a language, Enter or Space to choose it', async () => {
    const onChange = jest.fn();
    renderUi(<LanguageSwitch onChange={onChange} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Français' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(currentLocale()).toBe('fr-CA');
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(currentLocale()).toBe('en-CA');
    expect(onChange.mock.calls).toEqual([['fr-CA'], ['en-CA']]);
  });

  it('does nothing when the language in use is chosen again', async () => {
    const onChange = jest.fn();
    renderUi(<LanguageSwitch onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });
});
