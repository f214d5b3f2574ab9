import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@sermon/shared-contracts/entities/user';
import { Spinner } from '../../../components/feedback/Spinner';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { Portrait } from '../../../components/images/Portrait';
import { TextLink } from '../../../components/links/TextLink';
import { colors, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { CHURCH_SEARCH_MIN_LENGTH, useChurch, useChurchSearch } from '../api/use-my-church';
import { SettingsSection } from './SettingsSection';
import { useSectionSave } from './use-section-save';
import { useSaveUserPatch } from './use-save-user-patch';

/** Search broadcasters by name and choose one as My Church (my_church_broadcaster_id), or clear it. */
export function MyChurchSection({ user }: { user: User }) {
  const { t } = useLingui();
  const save = useSectionSave();
  const saveUserPatch = useSaveUserPatch();
  const [query, setQuery] = useState('');
  const search = useChurchSearch(query);
  const churchID = user.my_church_broadcaster_id;
  const minLength = CHURCH_SEARCH_MIN_LENGTH;

  const setChurch = async (broadcasterID: string | null, name: string | null) => {
    const saved = await save.run(
      () => saveUserPatch({ my_church_broadcaster_id: broadcasterID }),
      name ? t`${name} is now your church.` : t`My Church has been cleared.`,
    );
    if (saved) setQuery('');
  };

  return (
    <SettingsSection
      id="my-church"
      title={<Trans>My Church</Trans>}
      description={<Trans>The church you belong to. The My Church link in the menu opens its page.</Trans>}
    >
      <div css={{ display: 'grid', gap: space(5) }}>
        {save.error && <FormAlert kind="error">{save.error}</FormAlert>}
        {churchID ? <CurrentChurch broadcasterID={churchID} busy={save.saving} onClear={() => setChurch(null, null)} /> : (
          <p css={{ margin: 0, color: colors.muted }} data-testid="my-church-none">
            <Trans>You have not chosen a church yet.</Trans>
          </p>
        )}
        <div role="search" css={{ maxWidth: 480 }}>
          <TextField
            label={churchID ? <Trans>Choose another church</Trans> : <Trans>Find your church</Trans>}
            type="search"
            name="church-search"
            autoComplete="off"
            testId="my-church-search"
            value={query}
            onValueChange={setQuery}
            placeholder={t`Name of the church`}
            help={<Trans>Type at least {minLength} letters of its name.</Trans>}
          />
        </div>
        {search.status === 'searching' && <Spinner />}
        {search.status === 'error' && (
          <FormAlert kind="error">
            <Trans>The search did not work. Please try again.</Trans>
          </FormAlert>
        )}
        {search.status === 'done' && search.results.length === 0 && (
          <p css={{ margin: 0, color: colors.muted }}>
            <Trans>No church found with that name.</Trans>
          </p>
        )}
        {search.status === 'done' && search.results.length > 0 && (
          <ul data-testid="my-church-results" aria-label={t`Churches found`} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
            {search.results.map((broadcaster) => (
              <li
                key={broadcaster.broadcasterID}
                css={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: space(3),
                  padding: space(3),
                  border: `1px solid ${colors.border}`,
                  borderRadius: radius.md,
                }}
              >
                <Portrait imageURL={broadcaster.imageURL} name={broadcaster.displayName} size={44} shape="rounded" />
                <div css={{ flex: '1 1 160px', minWidth: 0 }}>
                  <div css={{ fontWeight: 600 }}>{broadcaster.displayName}</div>
                  {broadcaster.location && <div css={{ color: colors.muted, fontSize: '0.9rem' }}>{broadcaster.location}</div>}
                </div>
                {broadcaster.broadcasterID === churchID ? (
                  <span css={{ color: colors.success, fontWeight: 600 }}>
                    <Trans>Your church</Trans>
                  </span>
                ) : (
                  <Button
                    variant="secondary"
                    busy={save.saving}
                    onClick={() => setChurch(broadcaster.broadcasterID, broadcaster.displayName)}
                    data-testid="my-church-choose"
                    aria-label={t`Choose ${broadcaster.displayName} as My Church`}
                  >
                    <Trans>Choose</Trans>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </SettingsSection>
  );
}

function CurrentChurch({ broadcasterID, busy, onClear }: { broadcasterID: string; busy: boolean; onClear: () => void }) {
  const church = useChurch(broadcasterID);
  const name = church.status === 'success' ? church.data.displayName : broadcasterID;
  return (
    <div data-testid="my-church-current" css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(4), padding: space(4), background: colors.surfaceAlt, borderRadius: radius.md }}>
      {church.status === 'success' && <Portrait imageURL={church.data.imageURL} name={church.data.displayName} size={56} shape="rounded" />}
      <div css={{ flex: '1 1 160px', minWidth: 0 }}>
        <div css={{ color: colors.muted, fontSize: '0.9rem' }}>
          <Trans>Your church</Trans>
        </div>
        <TextLink to={`/broadcasters/${encodeURIComponent(broadcasterID)}`}>{name}</TextLink>
      </div>
      <Button variant="secondary" busy={busy} onClick={onClear} data-testid="my-church-clear">
        <Trans>Clear</Trans>
      </Button>
    </div>
  );
}
