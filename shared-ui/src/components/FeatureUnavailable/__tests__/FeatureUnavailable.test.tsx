import { screen } from '@testing-library/react';
import { renderUi } from '../../../testing/render';
import { FEATURE_UNAVAILABLE_TEXT, FeatureUnavailable } from '../FeatureUnavailable';

describe('FeatureUnavailable', () => {
  it('states exactly why the feature is unavailable', () => {
    renderUi(<FeatureUnavailable />);
    expect(FEATURE_UNAVAILABLE_TEXT).toBe(
      'This feature is not currently available in your account. To add this feature please contact support.',
    );
    expect(screen.getByRole('note')).toHaveTextContent(FEATURE_UNAVAILABLE_TEXT);
  });

  it('keeps the covered content out of reach', () => {
    renderUi(
      <FeatureUnavailable>
        <button type="button">Create crew</button>
      </FeatureUnavailable>,
    );
    expect(screen.queryByRole('button', { name: 'Create crew' })).not.toBeInTheDocument();
    expect(screen.getByText('Create crew').closest('[inert]')).not.toBeNull();
  });
});
