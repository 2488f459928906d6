import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderUi } from '../../../testing/render';
import { Button } from '../Button';

describe('Button', () => {
  it('runs its action when clicked', async () => {
    const onClick = jest.fn();
    renderUi(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a plain button, not a form submit, unless asked', () => {
    renderUi(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('shows a busy, disabled button while loading', async () => {
    const onClick = jest.fn();
    renderUi(
      <Button loading onClick={onClick}>
        Invite User
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Invite User' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link when given an href', () => {
    renderUi(
      <Button href="/workers" variant="link">
        View all workers
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'View all workers' })).toHaveAttribute('href', '/workers');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('protects links that open a new tab', () => {
    renderUi(
      <Button href="https://example.com" target="_blank">
        Help
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('forwards its ref to the DOM element', () => {
    const ref = createRef<HTMLButtonElement | HTMLAnchorElement>();
    renderUi(<Button ref={ref}>Focus me</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Focus me' }));
  });
});
