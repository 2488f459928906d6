import { act, render, screen } from '@testing-library/react';
import { changeLocale, currentLocale, i18n, initI18n, registerCatalogs } from '../i18n';
import { deviceLocale, LOCALE_STORAGE_KEY, rememberedLocale, rememberLocale } from '../storage';
import { getT, useLocale, useT } from '../useT';

const catalogs = {
  'en-CA': {
    greeting: 'Hello {{name}}',
    workers_one: '{{count}} worker',
    workers_other: '{{count}} workers',
    invited: 'Invited',
    invited_female: 'Invited',
    invited_male: 'Invited',
  },
  'fr-CA': {
    greeting: 'Bonjour {{name}}',
    workers_one: '{{count}} travailleur',
    workers_other: '{{count}} travailleurs',
    invited: 'Invité(e)',
    invited_female: 'Invitée',
    invited_male: 'Invité',
  },
};

registerCatalogs('test', catalogs);
const t = (locale: 'en-CA' | 'fr-CA') => getT<(typeof catalogs)['en-CA']>('test', locale);

describe('the shared i18n instance', () => {
  it('interpolates values', () => {
    expect(t('en-CA')('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('fr-CA')('greeting', { name: 'Ada' })).toBe('Bonjour Ada');
  });

  it('picks plural forms by count: 0 is plural in English, singular in French', () => {
    expect([0, 1, 2].map((count) => t('en-CA')('workers', { count }))).toEqual(['0 workers', '1 worker', '2 workers']);
    expect([0, 1, 2].map((count) => t('fr-CA')('workers', { count }))).toEqual([
      '0 travailleur',
      '1 travailleur',
      '2 travailleurs',
    ]);
  });

  it('agrees with gender through context, falling back to the neutral text', () => {
    expect(t('fr-CA')('invited', { context: 'female' })).toBe('Invitée');
    expect(t('fr-CA')('invited', { context: 'male' })).toBe('Invité');
    expect(t('fr-CA')('invited')).toBe('Invité(e)');
  });

  it('registers a namespace again without harm, and lets newer catalogs replace older ones', () => {
    registerCatalogs('test', catalogs);
    expect(t('en-CA')('greeting', { name: 'Ada' })).toBe('Hello Ada');
    registerCatalogs('again', { 'en-CA': { title: 'Old' }, 'fr-CA': { title: 'Ancien' } });
    registerCatalogs('again', { 'en-CA': { title: 'New' }, 'fr-CA': { title: 'Nouveau' } });
    expect(getT('again', 'fr-CA')('title')).toBe('Nouveau');
  });

  it('falls back to en-CA for a key missing in fr-CA', () => {
    registerCatalogs('partial', { 'en-CA': { only: 'Only in English' }, 'fr-CA': {} });
    expect(getT('partial', 'fr-CA')('only')).toBe('Only in English');
  });

  it('sets the language and <html lang> at start and on every change', async () => {
    initI18n({ locale: 'fr-CA' });
    expect(currentLocale()).toBe('fr-CA');
    expect(document.documentElement.lang).toBe('fr-CA');
    await changeLocale('en-CA');
    expect(i18n.language).toBe('en-CA');
    expect(document.documentElement.lang).toBe('en-CA');
  });
});

describe('useT and useLocale', () => {
  function Greeting() {
    const { t: translate } = useT<(typeof catalogs)['en-CA']>('test');
    const locale = useLocale();
    return (
      <p>
        {translate('greeting', { name: 'Ada' })} ({locale})
      </p>
    );
  }

  it('re-render mounted components when the language changes', async () => {
    render(<Greeting />);
    expect(screen.getByText('Hello Ada (en-CA)')).toBeInTheDocument();
    await act(() => changeLocale('fr-CA'));
    expect(screen.getByText('Bonjour Ada (fr-CA)')).toBeInTheDocument();
  });
});

describe('the language of this device', () => {
  const languages = jest.spyOn(navigator, 'languages', 'get');

  afterEach(() => {
    localStorage.clear();
    languages.mockReset();
  });

  it("is the browser's when nothing was chosen here", () => {
    languages.mockReturnValue(['fr-FR', 'en']);
    expect(deviceLocale()).toBe('fr-CA');
    languages.mockReturnValue(['es-MX']);
    expect(deviceLocale()).toBe('en-CA');
  });

  it('is the one last chosen here, over the browsers', () => {
    languages.mockReturnValue(['fr-CA']);
    rememberLocale('en-CA');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-CA');
    expect(deviceLocale()).toBe('en-CA');
  });

  it('ignores a stored value that is no supported locale', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'klingon');
    expect(rememberedLocale()).toBeNull();
  });
});
