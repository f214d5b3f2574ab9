import { Trans, useLingui } from '@lingui/react/macro';
import { displayColors } from '@sermon/shared-contracts/mf/page-colors';
import { PlatformLink } from '@sermon/shared-contracts/mf/PlatformLink';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { urlFor } from '@sermon/shared-contracts/routes/route-table';

/** A display screen that has not been given a wall to show: it fills the screen and says where to set one up. */
export function NoScreenConfiguredPage() {
  const { t } = useLingui();
  usePageTitle(t`No screen configured`);
  return (
    <main
      css={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        padding: 32,
        background: displayColors.background,
        color: displayColors.text,
        textAlign: 'center',
      }}
    >
      <h1 css={{ margin: 0, fontSize: 'clamp(28px, 5vw, 56px)', fontWeight: 700 }}>
        <Trans>No screen configured</Trans>
      </h1>
      <p css={{ margin: 0, maxWidth: 640, fontSize: 'clamp(16px, 2vw, 22px)', lineHeight: 1.5, color: displayColors.muted }}>
        <Trans>This display has not been assigned to a video wall yet. Choose what it shows in the video wall admin.</Trans>
      </p>
      <PlatformLink
        to={urlFor('video-wall-admin')}
        data-testid="video-wall-admin-link"
        css={{
          marginTop: 8,
          padding: '12px 24px',
          borderRadius: 6,
          border: `1px solid ${displayColors.accent}`,
          color: displayColors.accent,
          fontWeight: 600,
          textDecoration: 'none',
          '&:hover': { background: displayColors.accentHover },
        }}
      >
        <Trans>Open the video wall admin</Trans>
      </PlatformLink>
    </main>
  );
}
