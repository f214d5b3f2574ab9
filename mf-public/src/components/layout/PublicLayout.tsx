import { Outlet } from 'react-router';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { BuildId } from './BuildId';

/** The frame of every public page: a readable content column and the build id at the bottom. */
export function PublicLayout() {
  return (
    <div
      css={{
        maxWidth: 1200,
        margin: '0 auto',
        padding: `${space(6)} ${space(4)} ${space(4)}`,
        color: colors.text,
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
        lineHeight: 1.5,
      }}
    >
      <Outlet />
      <BuildId />
    </div>
  );
}
