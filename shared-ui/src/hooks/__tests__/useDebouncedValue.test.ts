import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from '../useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts with the value it is given', () => {
    const { result } = renderHook(() => useDebouncedValue('ada', 500));
    expect(result.current).toBe('ada');
  });

  it('follows the value only once it has stayed unchanged for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), { initialProps: { value: '' } });
    rerender({ value: 'w' });
    act(() => jest.advanceTimersByTime(300));
    rerender({ value: 'we' });
    act(() => jest.advanceTimersByTime(300));
    rerender({ value: 'wel' });
    act(() => jest.advanceTimersByTime(499));
    expect(result.current).toBe('');

    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('wel');
  });

  it('cancels the pending change when unmounted', () => {
    const { rerender, unmount } = renderHook(({ value }) => useDebouncedValue(value, 500), { initialProps: { value: 'a' } });
    rerender({ value: 'b' });
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
