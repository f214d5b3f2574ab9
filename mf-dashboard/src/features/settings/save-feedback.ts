// Toasts of the settings pages through the shell (success 3000 ms, error 5000 ms are the shell's timings).
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';

export function toastSuccess(message: string): void {
  emitPlatformEvent('shell:toast', { kind: 'success', message });
}

export function toastError(message: string): void {
  emitPlatformEvent('shell:toast', { kind: 'error', message });
}
