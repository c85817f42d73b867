import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { useUsernameAvailability } from './use-username-availability.ts';

describe('useUsernameAvailability', () => {
  it('drops the answer about a name the user has already changed', async () => {
    vi.useFakeTimers();
    const answers: ((r: Response) => void)[] = [];
    const { calls } = fakeApi({ 'POST /auth/check-username': () => new Promise((r) => answers.push(r)) });
    const { result, rerender } = renderHook(({ name }) => useUsernameAvailability(name), {
      initialProps: { name: 'ana_b' },
    });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(result.current.status).toBe('checking');

    rerender({ name: 'ana_c' });
    expect(result.current.status).toBe('unchecked');
    await act(() => vi.advanceTimersByTimeAsync(500));
    // The old name's answer arrives late, while the new name is being checked: it changes nothing.
    await act(async () => answers[0]?.(json({ available: false })));
    expect(result.current.status).toBe('checking');
    await act(async () => answers[1]?.(json({ available: true })));
    expect(result.current.status).toBe('available');
    expect(calls.map((c) => c.body)).toEqual([{ username: 'ana_b' }, { username: 'ana_c' }]);
  });

  it('treats names under three characters as unchecked without asking', async () => {
    vi.useFakeTimers();
    const { calls } = fakeApi({});
    const { result } = renderHook(() => useUsernameAvailability('ab'));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.status).toBe('unchecked');
    expect(calls).toEqual([]);
  });
});
