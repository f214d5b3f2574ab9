// Copies text for the visitor and says how it went with a toast. Inside a frame the shell hands the toast to the
// parent page as a message ({ event: 'toast', message }), so the site around the embed can show it.
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';

export interface CopyMessages {
  success: string;
  failure: string;
}

/**
 * true when the text is on the clipboard. The clipboard API needs a secure context and, in a frame, the host's
 * permission (allow="clipboard-write", which the embed code carries); without them the visitor hears so.
 */
export async function copyText(text: string, messages: CopyMessages): Promise<boolean> {
  let copied = false;
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard API here');
    await navigator.clipboard.writeText(text);
    copied = true;
  } catch (error) {
    console.info('[embed] copying was refused', error);
  }
  emitPlatformEvent('shell:toast', copied ? { kind: 'success', message: messages.success } : { kind: 'error', message: messages.failure });
  return copied;
}
