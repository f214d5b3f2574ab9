import { useEffect } from 'react';
import { emitPlatformEvent } from '../events/platform-events';

/** Tells the shell this page's title (the shell owns document.title and adds the site name). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    emitPlatformEvent('shell:title', { title });
  }, [title]);
}
