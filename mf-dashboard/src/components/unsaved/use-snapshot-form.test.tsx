import { act, renderHook } from '@testing-library/react';
import { useSnapshotForm } from './use-snapshot-form';

interface Values {
  title: string;
  tags: string[];
}

const saved: Values = { title: 'Sunday Service', tags: ['grace'] };

describe('useSnapshotForm', () => {
  it('is clean at first and dirty once a field differs from the saved snapshot', () => {
    const { result } = renderHook(() => useSnapshotForm(saved));
    expect(result.current.dirty).toBe(false);
    act(() => result.current.set('title', 'Evening Service'));
    expect(result.current.values.title).toBe('Evening Service');
    expect(result.current.dirty).toBe(true);
  });

  it('is clean again when the field is changed back (deep comparison, not "touched")', () => {
    const { result } = renderHook(() => useSnapshotForm(saved));
    act(() => result.current.set('tags', ['grace', 'hope']));
    expect(result.current.dirty).toBe(true);
    act(() => result.current.set('tags', ['grace']));
    expect(result.current.dirty).toBe(false);
  });

  it('markSaved makes the new values the snapshot', () => {
    const { result } = renderHook(() => useSnapshotForm(saved));
    act(() => result.current.set('title', 'Evening Service'));
    act(() => result.current.markSaved({ ...result.current.values }));
    expect(result.current.dirty).toBe(false);
    expect(result.current.values.title).toBe('Evening Service');
    // the old saved value is now a change
    act(() => result.current.set('title', 'Sunday Service'));
    expect(result.current.dirty).toBe(true);
  });

  it('reset throws the edits away', () => {
    const { result } = renderHook(() => useSnapshotForm(saved));
    act(() => result.current.setValues({ title: 'X', tags: [] }));
    act(() => result.current.reset());
    expect(result.current.values).toEqual(saved);
    expect(result.current.dirty).toBe(false);
  });

  it('takes over newly loaded saved values while clean, and keeps edits in progress', () => {
    const { result, rerender } = renderHook(({ value }) => useSnapshotForm(value), { initialProps: { value: saved } });
    rerender({ value: { title: 'Loaded', tags: [] } });
    expect(result.current.values.title).toBe('Loaded');
    expect(result.current.dirty).toBe(false);
    act(() => result.current.set('title', 'Edited'));
    rerender({ value: { title: 'Loaded again', tags: [] } });
    expect(result.current.values.title).toBe('Edited');
    expect(result.current.dirty).toBe(true);
  });

  it('does not loop when the caller passes a fresh but equal object on every render', () => {
    const { result } = renderHook(() => useSnapshotForm({ title: 'Same', tags: [] as string[] }));
    act(() => result.current.set('title', 'Changed'));
    expect(result.current.values.title).toBe('Changed');
    expect(result.current.dirty).toBe(true);
  });
});
