import { useLingui } from '@lingui/react/macro';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { Spinner } from '@sermon/shared-contracts/mf/Spinner';
import { space } from '@sermon/shared-contracts/mf/theme/tokens';

/** What a content page shows while its data is loading or after loading failed (with a retry). */
export function LoadStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useLingui();
  if (!failed) {
    return (
      <div css={{ display: 'flex', justifyContent: 'center', padding: space(8) }} data-testid="content-loading">
        <Spinner label={t`Loading`} />
      </div>
    );
  }
  return (
    <div css={{ display: 'grid', gap: space(3), justifyItems: 'start' }}>
      <FormAlert kind="error" testId="content-load-failed">
        {t`Something went wrong while retrieving this page. Please try again.`}
      </FormAlert>
      <Button type="button" variant="secondary" onClick={onRetry}>{t`Try again`}</Button>
    </div>
  );
}
