import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { deleteProfilePicture } from '@sermon/shared-contracts/api/delete-profile-picture';
import { getProfilePictureUploadUrl } from '@sermon/shared-contracts/api/get-profile-picture-upload-url';
import type { User } from '@sermon/shared-contracts/entities/user';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useRemoteProps } from '@sermon/shared-contracts/mf/remote-props';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { displayNameOf } from '@sermon/shared-contracts/rules/account-validation';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { colors, focusRing, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { sendProfilePicture } from '../api/send-profile-picture';
import { PICTURE_TYPES, pictureFileProblem, pictureSizeProblem, readPictureSize, type PictureProblem } from './picture-checks';
import { SettingsSection } from './SettingsSection';
import { useSectionSave } from './use-section-save';

const AVATAR_SIDE = 112;

interface Chosen {
  file: File;
  previewURL: string;
}

/** Upload a JPEG or PNG with a preview and a progress bar, or remove the picture. */
export function PictureSection({ user }: { user: User }) {
  const { t } = useLingui();
  const client = useApiClient();
  const { apiKey, locale } = useRemoteProps();
  const { session } = useSession();
  const save = useSectionSave();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<PictureProblem | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  // the preview's object URL is freed when another file is chosen or the section goes away
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.previewURL) : undefined), [chosen]);

  const problemText: Record<PictureProblem, string> = {
    unsupported: t`Profile pictures must be JPEG or PNG images.`,
    tooLarge: t`The picture is larger than 5 MB.`,
    tooSmall: t`The picture must be at least 200 × 200 pixels.`,
  };

  const choose = async (file: File | undefined) => {
    save.clearError();
    setProblem(null);
    setChosen(null);
    if (!file) return;
    const fileProblem = pictureFileProblem(file);
    if (fileProblem) {
      setProblem(fileProblem);
      return;
    }
    const previewURL = URL.createObjectURL(file);
    try {
      const { width, height } = await readPictureSize(previewURL);
      const sizeProblem = pictureSizeProblem(width, height);
      if (sizeProblem) {
        URL.revokeObjectURL(previewURL);
        setProblem(sizeProblem);
        return;
      }
    } catch {
      URL.revokeObjectURL(previewURL);
      setProblem('unsupported');
      return;
    }
    setChosen({ file, previewURL });
  };

  const upload = async () => {
    if (!chosen) return;
    setProgress(0);
    const saved = await save.run(async () => {
      const uploadURL = await getProfilePictureUploadUrl(client);
      await sendProfilePicture({
        uploadURL: client.url(uploadURL, { noCache: true }),
        picture: chosen.file,
        apiKey,
        locale,
        accessToken: await session.accessToken(),
        onProgress: setProgress,
      });
      await session.reloadUser();
    }, t`Your picture has been saved.`);
    setProgress(null);
    if (saved) {
      setChosen(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const remove = async () => {
    await save.run(async () => {
      await deleteProfilePicture(client);
      await session.reloadUser();
    }, t`Your picture has been removed.`);
  };

  const shown = chosen?.previewURL ?? user.profile_picture;
  const name = displayNameOf(user);
  return (
    <SettingsSection
      id="picture"
      title={<Trans>Picture</Trans>}
      description={<Trans>A JPEG or PNG image of at least 200 × 200 pixels and at most 5 MB. It is shown square.</Trans>}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(6), alignItems: 'center' }}>
        <div
          data-testid="picture-preview"
          css={{
            width: AVATAR_SIDE,
            height: AVATAR_SIDE,
            flex: 'none',
            borderRadius: radius.pill,
            overflow: 'hidden',
            background: colors.surfaceAlt,
            border: `1px solid ${colors.border}`,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: '2.6rem',
            fontWeight: 700,
            color: colors.accent,
          }}
        >
          {shown ? (
            <img src={shown} alt={chosen ? t`Preview of the new picture` : t`Your picture`} width={AVATAR_SIDE} height={AVATAR_SIDE} css={{ objectFit: 'cover', width: '100%', height: '100%' }} />
          ) : (
            <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
          )}
        </div>
        <div css={{ display: 'grid', gap: space(3), minWidth: 0, flex: '1 1 240px' }}>
          <div>
            <label
              htmlFor={inputId}
              css={{
                display: 'inline-block',
                padding: `${space(2.5)} ${space(5)}`,
                borderRadius: radius.pill,
                border: `1px solid ${colors.accent}`,
                color: colors.accent,
                fontWeight: 600,
                cursor: 'pointer',
                '&:focus-within': focusRing['&:focus-visible'],
                '&:hover': { background: colors.surfaceAlt },
              }}
            >
              {user.profile_picture || chosen ? <Trans>Choose another picture</Trans> : <Trans>Choose a picture</Trans>}
              <input
                ref={inputRef}
                id={inputId}
                type="file"
                accept={PICTURE_TYPES.join(',')}
                data-testid="picture-input"
                disabled={save.saving}
                onChange={(event) => void choose(event.target.files?.[0])}
                css={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
              />
            </label>
          </div>
          {chosen && <p css={{ margin: 0, color: colors.muted, wordBreak: 'break-all' }}>{chosen.file.name}</p>}
          {progress !== null && (
            <div>
              <progress value={progress} max={1} aria-label={t`Upload progress`} data-testid="picture-progress" css={{ width: '100%', maxWidth: 280 }} />
              <span css={{ marginLeft: space(2), color: colors.muted }}>{Math.round(progress * 100)} %</span>
            </div>
          )}
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
            {chosen && (
              <Button onClick={upload} busy={save.saving} data-testid="picture-upload">
                <Trans>Upload picture</Trans>
              </Button>
            )}
            {user.profile_picture && !chosen && (
              <Button variant="secondary" onClick={remove} busy={save.saving} data-testid="picture-delete">
                <Trans>Remove picture</Trans>
              </Button>
            )}
          </div>
        </div>
      </div>
      <div css={{ marginTop: space(4), display: 'grid', gap: space(3) }}>
        {problem && (
          <FormAlert kind="error" testId="picture-error">
            {problemText[problem]}
          </FormAlert>
        )}
        {save.error && (
          <FormAlert kind="error" testId="picture-error">
            {save.error}
          </FormAlert>
        )}
      </div>
    </SettingsSection>
  );
}
