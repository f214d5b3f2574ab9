// Toasts of the content pages through the shell (success 3000 ms, error 5000 ms are the shell's timings).
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { isApiError } from '@sermon/shared-contracts/errors/api-error';

export function toastSuccess(message: string): void {
  emitPlatformEvent('shell:toast', { kind: 'success', message });
}

export function toastError(message: string): void {
  emitPlatformEvent('shell:toast', { kind: 'error', message });
}

/** Field errors of a failed save (field -> server text); empty for other failures. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return isApiError(error) ? error.fieldErrors : {};
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
