import { act, screen } from '@testing-library/react';
import { changeLocale } from '../../../i18n/i18n';
import { renderUi } from '../../../testing/render';
import { OfflineBanner } from '../OfflineBanner';

/** What the browser does as the connection drops or returns: navigator.onLine changes, then the event fires. */
function connection(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => jest.restoreAllMocks());

describe('OfflineBanner', () => {
  it('says nothing while online, says the connection dropped and that typing is kept, and goes when it returns', () => {
    renderUi(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    connection(false);
    expect(region).toHaveTextContent('You are offline');
    expect(region).toHaveTextContent('What you typed is kept until the connection returns.');
    connection(true);
    expect(region).toBeEmptyDOMElement();
  });

  it('shows at once on a page opened offline, in French', async () => {
    await act(() => changeLocale('fr-CA'));
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderUi(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('Vous êtes hors ligne');
  });
});
