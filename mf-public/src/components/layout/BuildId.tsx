import { Trans } from '@lingui/react/macro';
import { useRemoteProps } from '@sermon/shared-contracts/mf/remote-props';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';

/** Which build of mf-public is on screen: remotes deploy alone, so this tells them apart. */
export function BuildId() {
  const { buildId } = useRemoteProps();
  if (!buildId) return null;
  return (
    <p
      data-testid="public-build-id"
      css={{ margin: `${space(10)} 0 ${space(2)}`, fontSize: '0.75rem', color: colors.faint, textAlign: 'center' }}
    >
      <Trans>Public pages build {buildId}</Trans>
    </p>
  );
}
