// Field errors of the last failed save, each cleared as soon as its field is edited again.
import { useCallback, useState } from 'react';
import { isApiError } from '@sermon/shared-contracts/errors/api-error';

export function useServerErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clear = useCallback((field: string) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  }, []);
  /** Keeps the field errors of a failed call; answers the message for a toast. */
  const take = useCallback((error: unknown): string => {
    if (isApiError(error)) {
      setErrors(error.fieldErrors);
      return Object.keys(error.fieldErrors).length > 0 ? '' : error.message;
    }
    setErrors({});
    return error instanceof Error ? error.message : String(error);
  }, []);
  const reset = useCallback(() => setErrors({}), []);
  return { errors, clear, take, reset };
}
