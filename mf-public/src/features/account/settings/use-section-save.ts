// The save cycle every settings section shares: one request at a time, a toast on success, the error kept for the form.
import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { accountErrorText } from '../account-error-text';

export interface SectionSave {
  saving: boolean;
  error: string | null;
  /** the raw error of the last failed save, for field-level texts */
  failure: unknown;
  /** Runs `action`; on success shows `successMessage` as a toast and returns true. */
  run: (action: () => Promise<unknown>, successMessage: string) => Promise<boolean>;
  clearError: () => void;
}

export function useSectionSave(): SectionSave {
  const { i18n } = useLingui();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (action: () => Promise<unknown>, successMessage: string) => {
      setSaving(true);
      setError(null);
      setFailure(null);
      try {
        await action();
        emitPlatformEvent('shell:toast', { kind: 'success', message: successMessage });
        return true;
      } catch (caught) {
        setFailure(caught);
        setError(accountErrorText(i18n, caught));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [i18n],
  );
  const clearError = useCallback(() => {
    setError(null);
    setFailure(null);
  }, []);
  return { saving, error, failure, run, clearError };
}
