import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { logoutAll } from '@sermon/shared-contracts/api/logout-all';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { SettingsSection } from './SettingsSection';
import { useSectionSave } from './use-section-save';

/** Ends every session of the account (phones, TVs, other browsers), this one included. */
export function SignOutEverywhereSection() {
  const { t } = useLingui();
  const client = useApiClient();
  const navigate = useNavigate();
  const save = useSectionSave();
  const [confirming, setConfirming] = useState(false);

  const signOutEverywhere = async () => {
    const done = await save.run(() => logoutAll(client), t`You have been signed out on every device.`);
    // the sign-out page forgets this browser's (already revoked) tokens; signing out here first would let the
    // settings page's guard send the user to the login page instead
    if (done) navigate('/user/logout', { replace: true });
  };

  return (
    <SettingsSection
      id="sign-out-everywhere"
      title={<Trans>Sign out everywhere</Trans>}
      description={<Trans>Lost a phone, or signed in on someone else's computer? This signs you out on every device, this one too.</Trans>}
    >
      <div css={{ display: 'grid', gap: space(4) }}>
        {save.error && <FormAlert kind="error">{save.error}</FormAlert>}
        {confirming ? (
          <div role="group" aria-label={t`Confirm signing out everywhere`} css={{ display: 'flex', flexWrap: 'wrap', gap: space(3), alignItems: 'center' }}>
            <span css={{ color: colors.text, fontWeight: 600 }}>
              <Trans>Sign out on every device now?</Trans>
            </span>
            <Button variant="danger" busy={save.saving} onClick={signOutEverywhere} data-testid="sign-out-everywhere-confirm">
              <Trans>Yes, sign out everywhere</Trans>
            </Button>
            <Button variant="quiet" disabled={save.saving} onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="sign-out-everywhere">
              <Trans>Sign out everywhere</Trans>
            </Button>
          </div>
        )}
      </div>
    </SettingsSection>
  );
}
