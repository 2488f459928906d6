import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { ApiError } from 'shared-api';
import { useFormSubmit, type FormSubmitOptions } from '../useFormSubmit';

type Field = 'name' | 'email';

const submitEvent = () => ({ preventDefault: jest.fn() }) as unknown as FormEvent & { preventDefault: jest.Mock };

const setup = (options: Pick<FormSubmitOptions<Field>, 'send' | 'check'>) =>
  renderHook(() => useFormSubmit<Field>({ fields: ['name', 'email'], failedKey: 'admin.edit.failed', ...options }));

describe('useFormSubmit', () => {
  it("sends nothing while the form's own check finds something, and shows what it found", async () => {
    const send = jest.fn(() => Promise.resolve());
    const hook = setup({ send, check: () => ({ email: 'Email is required.' }) });
    const event = submitEvent();
    await act(() => hook.result.current.submit(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(hook.result.current.errors).toEqual({ email: 'Email is required.' });
  });

  it("places the server's field messages beside the fields, with nothing above the form", async () => {
    const refusal = new ApiError(422, { message: 'The given data was invalid.', errors: { name: ['Crew name is required'] } });
    const hook = setup({ send: jest.fn(() => Promise.reject(refusal)) });
    await act(() => hook.result.current.submit(submitEvent()));
    expect(hook.result.current.errors).toEqual({ name: 'Crew name is required' });
    expect(hook.result.current.failure).toBeNull();
    expect(hook.result.current.saving).toBe(false);
  });

  it('takes a field\'s message away when asked, leaving the others', async () => {
    const hook = setup({ send: jest.fn(), check: () => ({ name: 'Name is required.', email: 'Email is required.' }) });
    await act(() => hook.result.current.submit(submitEvent()));
    act(() => hook.result.current.clearError('email'));
    expect(hook.result.current.errors).toEqual({ name: 'Name is required.', email: undefined });
  });

  it("says the form's failed text when the send fails without an answer, and clears it on the next send", async () => {
    const send = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(undefined);
    const hook = setup({ send });
    await act(() => hook.result.current.submit(submitEvent()));
    expect(hook.result.current.failure).toBe('The crew could not be updated.');
    await act(() => hook.result.current.submit(submitEvent()));
    expect(hook.result.current.failure).toBeNull();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends once at a time', async () => {
    let finish = () => {};
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const hook = setup({ send });
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = hook.result.current.submit(submitEvent());
    });
    expect(hook.result.current.saving).toBe(true);
    await act(() => hook.result.current.submit(submitEvent()));
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(hook.result.current.saving).toBe(false);
  });
});
