/**
 * Connects the shell's stores to the page: single-spa routing drives the progress bar, and remotes reach
 * the progress bar and the toasts through platform events.
 */
import { onPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import type { ProgressModel } from './progress/progress-model';
import { deliverToast, parentTargetOrigin, type ToastStore } from './toasts/toast-store';

export function connectProgress(progress: ProgressModel, failedSinceLastCheck: () => boolean): () => void {
  const onBefore = () => progress.start();
  const onRouted = () => (failedSinceLastCheck() ? progress.fail() : progress.finish());
  window.addEventListener('single-spa:before-routing-event', onBefore);
  window.addEventListener('single-spa:routing-event', onRouted);
  const stopRemote = onPlatformEvent('shell:progress', ({ phase }) => {
    if (phase === 'start') progress.start();
    else if (phase === 'finish') progress.finish();
    else progress.fail();
  });
  return () => {
    window.removeEventListener('single-spa:before-routing-event', onBefore);
    window.removeEventListener('single-spa:routing-event', onRouted);
    stopRemote();
  };
}

export function connectToasts(toasts: ToastStore, parentOrigin: string | undefined): () => void {
  const embedded = window.parent !== window;
  const targetOrigin = parentTargetOrigin(parentOrigin);
  return onPlatformEvent('shell:toast', ({ kind, message }) =>
    deliverToast(
      toasts,
      { embedded, postToParent: (data) => window.parent.postMessage(data, targetOrigin) },
      kind,
      message,
    ),
  );
}
