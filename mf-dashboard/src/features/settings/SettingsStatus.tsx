// What a settings page shows while its data loads or when it could not be loaded.
import { useLingui } from '@lingui/react/macro';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { Spinner } from '@sermon/shared-contracts/mf/Spinner';
import { space } from '@sermon/shared-contracts/mf/theme/tokens';
import type { SettingsLoad } from './use-broadcaster-settings';

export function SettingsStatus({ load, onRetry }: { load: Exclude<SettingsLoad, { state: 'ready' }>; onRetry: () => void }) {
  const { t } = useLingui();
  if (load.state === 'loading') {
    return (
      <div css={{ display: 'flex', justifyContent: 'center', padding: space(10) }}>
        <Spinner label={t`Loading`} />
      </div>
    );
  }
  return (
    <div css={{ display: 'grid', gap: space(3), justifyItems: 'start' }}>
      <FormAlert kind="error" testId="settings-load-error">
        {t`The settings could not be loaded.`} {load.message}
      </FormAlert>
      <Button variant="secondary" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </div>
  );
}
