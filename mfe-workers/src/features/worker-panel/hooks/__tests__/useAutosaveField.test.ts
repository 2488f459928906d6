import { act, renderHook } from '@testing-library/react';
import { ApiError } from 'shared-api';
import { AUTOSAVE_DELAY_MS, useAutosaveField, type AutosaveFieldOptions } from '../useAutosaveField';

interface Deferred {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A save whose calls are settled by the test, one by one. */
function controllableSave() {
  const calls: Array<{ value: string } & Deferred> = [];
  const save = jest.fn(
    (value: string) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ value, resolve, reject });
      }),
  );
  return { save, calls };
}

function setup(options: Partial<AutosaveFieldOptions> & Pick<AutosaveFieldOptions, 'save'>) {
  return renderHook((props: AutosaveFieldOptions) => useAutosaveField(props), {
    initialProps: { storedValue: 'Ada', ...options },
  });
}

async function settle(work: () => void) {
  await act(async () => {
    work();
    await Promise.resolve();
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useAutosaveField', () => {
  it('saves once, 1000 ms after the last keystroke', async () => {
    const { save, calls } = controllableSave();
    const { result } = setup({ save });

    act(() => result.current.onChange('Adam'));
    act(() => jest.advanceTimersByTime(600));
    act(() => result.current.onChange('Adamo'));
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.status).toBe('idle');

    act(() => jest.advanceTimersByTime(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('Adamo');
    expect(result.current.status).toBe('saving');

    await settle(() => calls[0].resolve());
    expect(result.current.status).toBe('saved');
    expect(result.current.value).toBe('Adamo');
  });

  it('does not save a value equal to the stored one', () => {
    const { save } = controllableSave();
    const { result } = setup({ save });

    act(() => result.current.onChange('Adam'));
    act(() => result.current.onChange('Ada'));
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2));

    expect(save).not.toHaveBeenCalled();
    expect(result.current.status).toBe('idle');
  });

  it('never saves an empty or blank value, and says so while the field is empty', () => {
    const { save } = controllableSave();
    const { result } = setup({ save });

    act(() => result.current.onChange(''));
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    act(() => result.current.onChange('   '));
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));

    expect(save).not.toHaveBeenCalled();
    expect(result.current.value).toBe('   ');
    expect(result.current.emptyNotSaved).toBe(true);
  });

  it('never saves a date field empty but saves a complete date', async () => {
    const { save, calls } = controllableSave();
    const { result } = setup({ save, storedValue: '1990-04-12' });

    // A date input reads '' while its date is cleared or incomplete.
    act(() => result.current.onChange(''));
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(save).not.toHaveBeenCalled();

    act(() => result.current.onChange('1991-05-13'));
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledWith('1991-05-13');
    await settle(() => calls[0].resolve());
    expect(result.current.status).toBe('saved');
  });

  it('shows a failed save with its reason, keeps the typed value and saves it again on retry', async () => {
    const { save, calls } = controllableSave();
    const { result } = setup({ save, storedValue: 'ada@example.com' });

    act(() => result.current.onChange('ada@example'));
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    await settle(() =>
      calls[0].reject(new ApiError(422, { message: 'Invalid data', errors: { email: ['The email must be a valid email address.'] } })),
    );

    expect(result.current.status).toBe('error');
    expect(result.current.error).toBe('The email must be a valid email address.');
    expect(result.current.value).toBe('ada@example');

    act(() => result.current.retry());
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('ada@example');
    expect(result.current.status).toBe('saving');
    expect(result.current.error).toBeNull();

    await settle(() => calls[1].resolve());
    expect(result.current.status).toBe('saved');
  });

  it('keeps the error shown while the user edits, until the next save starts', async () => {
    const { save, calls } = controllableSave();
    const { result } = setup({ save });

    act(() => result.current.onChange('Adam'));
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    await settle(() => calls[0].reject(new Error('offline')));
    expect(result.current.error).toBe('This field could not be saved.');

    act(() => result.current.onChange('Adams'));
    expect(result.current.status).toBe('error');
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(result.current.status).toBe('saving');
    expect(save).toHaveBeenLastCalledWith('Adams');
  });

  it('sends what was typed during a save after that save, never two at once', async () => {
    const { save, calls } = controllableSave();
    const { result } = setup({ save });

    act(() => result.current.onChange('Adam'));
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(1);

    act(() => result.current.onChange('Adams'));
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('saving');

    await settle(() => calls[0].resolve());
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('Adams');
    expect(result.current.status).toBe('saving');

    await settle(() => calls[1].resolve());
    expect(result.current.status).toBe('saved');
    expect(result.current.value).toBe('Adams');
  });

  it('does not show saved while newer typing is still waiting for its pause', async () => {
    const { save, calls } = controllableSave();
    const { result } = setup({ save });

    act(() => result.current.onChange('Adam'));
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    act(() => result.current.onChange('Adams'));
    await settle(() => calls[0].resolve());

    expect(result.current.status).toBe('idle');
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenLastCalledWith('Adams');
  });

  it('takes over a new stored value unless the user has typed since', () => {
    const { save } = controllableSave();
    const { result, rerender } = setup({ save });

    rerender({ storedValue: 'Grace', save });
    expect(result.current.value).toBe('Grace');

    act(() => result.current.onChange('Gracie'));
    rerender({ storedValue: 'Hopper', save });
    expect(result.current.value).toBe('Gracie');
  });

  it('saves typing still within its pause when the field goes away, and reports a failure then', async () => {
    const { save, calls } = controllableSave();
    const onUnmountedSaveError = jest.fn();
    const { result, unmount } = setup({ save, onUnmountedSaveError });

    act(() => result.current.onChange('Adam'));
    unmount();
    expect(save).toHaveBeenCalledWith('Adam');

    await act(async () => {
      calls[0].reject(new ApiError(500, { message: 'Server error' }));
      await Promise.resolve();
    });
    expect(onUnmountedSaveError).toHaveBeenCalledWith('Server error', 'Adam');
  });

  describe('without a connection', () => {
    const noConnection = () => new ApiError(0, { message: 'The server could not be reached. Check your connection and try again.' });
    const reconnect = () => act(() => void window.dispatchEvent(new Event('online')));
    /** What leaving the page now would do: true when the browser asks first. */
    const leavingAsks = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };

    it('keeps the value, waits, and sends it by itself when the connection returns', async () => {
      const { save, calls } = controllableSave();
      const { result } = setup({ save });

      act(() => result.current.onChange('Adam'));
      act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
      await settle(() => calls[0].reject(noConnection()));
      expect(result.current.status).toBe('waiting');
      expect(result.current.error).toBeNull();
      expect(result.current.value).toBe('Adam');
      expect(leavingAsks()).toBe(true);

      reconnect();
      expect(save).toHaveBeenCalledTimes(2);
      expect(save).toHaveBeenLastCalledWith('Adam');
      await settle(() => calls[1].resolve());
      expect(result.current.status).toBe('saved');
      expect(leavingAsks()).toBe(false);
    });

    it('does not send again on reconnecting a value the server refused', async () => {
      const { save, calls } = controllableSave();
      const { result } = setup({ save });

      act(() => result.current.onChange('ada@'));
      act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
      await settle(() => calls[0].reject(new ApiError(422, { message: 'Invalid.', errors: { email: ['The email must be valid.'] } })));
      expect(result.current.status).toBe('error');
      reconnect();
      expect(save).toHaveBeenCalledTimes(1);
    });

    it('asks before the page is left while typing waits for its pause', () => {
      const { save } = controllableSave();
      const { result } = setup({ save });
      expect(leavingAsks()).toBe(false);
      act(() => result.current.onChange('Adam'));
      expect(leavingAsks()).toBe(true);
    });

    it('sends what a closed panel could not save once the connection returns', async () => {
      const { save, calls } = controllableSave();
      const onUnmountedSaveError = jest.fn();
      const { result, unmount } = setup({ save, onUnmountedSaveError });

      act(() => result.current.onChange('Adam'));
      unmount();
      await act(async () => {
        calls[0].reject(noConnection());
        await Promise.resolve();
      });
      expect(onUnmountedSaveError).not.toHaveBeenCalled();
      expect(leavingAsks()).toBe(true);

      reconnect();
      expect(save).toHaveBeenCalledTimes(2);
      expect(save).toHaveBeenLastCalledWith('Adam');
      await act(async () => {
        calls[1].resolve();
        await Promise.resolve();
      });
      expect(leavingAsks()).toBe(false);
      expect(onUnmountedSaveError).not.toHaveBeenCalled();
    });
  });
});
