import { I18nProvider } from '@lingui/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError } from '@sermon/shared-contracts/errors/api-error';
import { createSourceI18n } from '@sermon/shared-contracts/testing/source-i18n';
import { toastError, toastSuccess } from '../../components/content/toasts';
import { useContentEditor, type ContentEditorOptions } from './use-content-editor';

jest.mock('../../components/content/toasts', () => ({
  ...jest.requireActual('../../components/content/toasts'),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));

type Item = { id: number; title: string; draft: boolean };
type Values = { title: string; published: boolean };
const valuesOf = (item: Item): Values => ({ title: item.title, published: !item.draft });
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={createSourceI18n()}>{children}</I18nProvider>;

function setUp(overrides: Partial<ContentEditorOptions<Item, Values>> = {}) {
  const patch = jest.fn<Promise<Item>, [Values, Values]>();
  const onSaved = jest.fn();
  const hook = renderHook(
    () =>
      useContentEditor<Item, Values>({
        item: { id: 1, title: 'Acts', draft: true },
        valuesOf,
        problemsOf: (values) => (values.title.trim() === '' ? { title: 'required' } : {}),
        patch,
        onSaved,
        savedMessage: (saved) => `Saved ${saved.title}`,
        serverFieldOf: (key) => (key === 'published' ? 'draft' : key),
        ...overrides,
      }),
    { wrapper },
  );
  return { hook, patch, onSaved };
}

beforeEach(() => jest.clearAllMocks());

describe('useContentEditor', () => {
  it('refuses to save while the page finds problems', async () => {
    const { hook, patch } = setUp();
    act(() => hook.result.current.set('title', ' '));
    await act(() => hook.result.current.save());
    expect(patch).not.toHaveBeenCalled();
    expect(toastError).toHaveBeenCalledWith('Please correct the marked fields.');
  });

  it('patches saved → edited values, takes the answer as the new snapshot and toasts', async () => {
    const { hook, patch, onSaved } = setUp();
    patch.mockResolvedValue({ id: 1, title: 'Romans', draft: true });
    act(() => hook.result.current.set('title', 'Romans'));
    expect(hook.result.current.form.dirty).toBe(true);
    await act(() => hook.result.current.save());
    expect(patch).toHaveBeenCalledWith({ title: 'Acts', published: false }, { title: 'Romans', published: false });
    expect(onSaved).toHaveBeenCalledWith({ id: 1, title: 'Romans', draft: true });
    expect(hook.result.current.form.dirty).toBe(false);
    expect(toastSuccess).toHaveBeenCalledWith('Saved Romans');
  });

  it("keeps the server's field errors until their field is edited (by the server's field name)", async () => {
    const { hook, patch } = setUp();
    patch.mockRejectedValue(new ApiError('Invalid input', 400, 'INVALID', { title: 'Taken', draft: 'No' }));
    act(() => hook.result.current.set('title', 'Romans'));
    await act(() => hook.result.current.save());
    expect(hook.result.current.serverErrors).toEqual({ title: 'Taken', draft: 'No' });
    expect(toastError).toHaveBeenCalledWith('Invalid input');
    act(() => hook.result.current.set('published', true));
    expect(hook.result.current.serverErrors).toEqual({ title: 'Taken' });
  });

  it('summarises field errors in the toast when asked', async () => {
    const { hook, patch } = setUp({ summariseFieldErrors: true });
    patch.mockRejectedValue(new ApiError('Invalid input', 400, 'INVALID', { title: 'Taken' }));
    act(() => hook.result.current.set('title', 'Romans'));
    await act(() => hook.result.current.save());
    expect(toastError).toHaveBeenCalledWith('Please correct the marked fields.');
  });
});
