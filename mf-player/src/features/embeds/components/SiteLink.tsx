// A link to a page of the site, opened in a new tab: the embed stays where it is on the host page.
import type { ReactNode } from 'react';
import { PlatformLink } from '@sermon/shared-contracts/mf/PlatformLink';
import { linkCss } from './EmbedFrame';
import { EmbedIcon } from './EmbedIcon';

export function SiteLink({ path, label, testId }: { path: string; label: ReactNode; testId?: string }) {
  return (
    <PlatformLink to={path} target="_blank" rel="noopener" css={linkCss} data-testid={testId}>
      {label}
      <EmbedIcon name="openInNew" size={16} />
    </PlatformLink>
  );
}
