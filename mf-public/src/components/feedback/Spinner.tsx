import { useLingui } from '@lingui/react/macro';
import { Spinner as KitSpinner } from '@sermon/shared-contracts/mf/Spinner';
import { space } from '@sermon/shared-contracts/mf/theme/tokens';

/** A page's or section's busy indicator (the remote kit's spinner, centred); announced through its label. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return <KitSpinner label={label ?? t`Loading…`} data-testid="spinner" css={{ display: 'flex', padding: space(6) }} />;
}
