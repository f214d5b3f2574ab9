import { onPlatformEvent } from '@sermon/shared-contracts/events/platform-events';

export function documentTitle(pageTitle: string, siteName: string): string {
  return pageTitle && pageTitle !== siteName ? `${pageTitle} | ${siteName}` : siteName;
}

/** The shell owns document.title: remotes announce their page title with 'shell:title'. */
export function syncDocumentTitle(siteName: string): () => void {
  document.title = siteName;
  return onPlatformEvent('shell:title', ({ title }) => {
    document.title = documentTitle(title, siteName);
  });
}
