import { act, renderHook } from '@testing-library/react';
import { ApiFailure } from '@ivy/api-client';
import { AUTOSAVE_DELAY_MS, RETRY_DELAY_MS, useAutosave } from './useAutosave';

const keyOf = (value: string) => value;

function setUp(save: (value: string) => Promise<void>) {
  return renderHook(({ value }) => useAutosave({ values: value, keyOf, save, savedKey: 'a' }), {
    initialProps: { value: 'a' },
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useAutosave', () => {
  it('saves once editing pauses, then says when', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { result, rerender } = setUp(save);
    expect(result.current.state).toEqual({ kind: 'saved', at: undefined });

    rerender({ value: 'ab' });
    await advance(AUTOSAVE_DELAY_MS / 2);
    rerender({ value: 'abc' });
    expect(result.current.state.kind).toBe('unsaved');
    await advance(AUTOSAVE_DELAY_MS / 2);
    expect(save).not.toHaveBeenCalled();
    await advance(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('abc');
    expect(result.current.state).toMatchObject({ kind: 'saved', at: expect.any(Date) });
  });

  it('keeps the edit after a failure, says why, and tries again until it is saved', async () => {
    const failure = new ApiFailure(503, { ok: false, message: 'Service unavailable.', errors: {} });
    const save = vi
      .fn()
      .mockRejectedValueOnce(failure)
      .mockRejectedValueOnce(failure)
      .mockResolvedValue(undefined);
    const { result, rerender } = setUp(save);
    rerender({ value: 'b' });
    await advance(AUTOSAVE_DELAY_MS);
    expect(result.current.state).toEqual({ kind: 'failed', message: 'Service unavailable.' });
    await advance(RETRY_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(2);
    await advance(RETRY_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(3);
    expect(save).toHaveBeenLastCalledWith('b');
    expect(result.current.state.kind).toBe('saved');
  });

  it('settle saves at once; an explicit save counts as saved and holds autosave off', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { result, rerender } = setUp(save);
    rerender({ value: 'b' });
    await act(() => result.current.settle());
    expect(save).toHaveBeenCalledWith('b');

    rerender({ value: 'c' });
    const explicit = vi.fn(() => Promise.resolve('done'));
    await act(async () => {
      expect(await result.current.exclusive(explicit, 'c')).toBe('done');
    });
    await advance(AUTOSAVE_DELAY_MS * 2);
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current.state.kind).toBe('saved');
  });

  it('sends an edit made during a save right after it, and counts an undone edit as saved', async () => {
    let finish = () => undefined as void;
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result, rerender } = setUp(save);
    rerender({ value: 'b' });
    await advance(AUTOSAVE_DELAY_MS);
    expect(result.current.state.kind).toBe('saving');
    rerender({ value: 'bc' });
    await act(async () => finish());
    expect(save).toHaveBeenLastCalledWith('bc');
    await act(async () => finish());
    expect(result.current.state.kind).toBe('saved');

    rerender({ value: 'bcd' });
    expect(result.current.state.kind).toBe('unsaved');
    rerender({ value: 'bc' });
    expect(result.current.state.kind).toBe('saved');
    await advance(AUTOSAVE_DELAY_MS * 2);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('asks before the page is left while an edit is not saved', async () => {
    const { rerender } = setUp(() => new Promise(() => undefined));
    const event = new Event('beforeunload', { cancelable: true });
    rerender({ value: 'b' });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
