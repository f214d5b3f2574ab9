import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import type { ImageUploadTarget } from '@sermon/shared-contracts/api/create-image-upload';
import { IMAGE_MIN_SIZE, UPLOAD_ACCEPT } from '@sermon/shared-contracts/constants/uploads';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { colors, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { labelStyle } from '@sermon/shared-contracts/mf/forms/form-styles';
import { uploadImage } from '../../features/sermon-media/upload/upload-image';
import { useUploadMessages } from '../../features/sermon-media/use-upload-messages';

/**
 * An image of a speaker, series or article: the current picture, a file input, a real progress bar while the bytes
 * travel, and the server's answer (too small, not JPEG/PNG) shown under it. `onUploaded` reloads the owner.
 */
export function ImageUploadField({
  label,
  target,
  imageURL,
  wide = false,
  onUploaded,
  onRemove,
  testId = 'image-upload',
}: {
  label: string;
  target: ImageUploadTarget;
  imageURL: string | null;
  /** banners are wide; portraits and series art square */
  wide?: boolean;
  onUploaded: () => void;
  onRemove?: () => Promise<void>;
  testId?: string;
}) {
  const { t } = useLingui();
  // the image call's refusals (the upload checks' or the server's) in the reader's language
  const translate = useUploadMessages();
  const client = useApiClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { width, height } = IMAGE_MIN_SIZE[target.kind];
  const failed = (failure: unknown) => setError(translate(failure instanceof Error ? failure.message : String(failure)));

  // the shared image upload (features/sermon-media/upload/upload-image.ts): type, size and resolution checks,
  // the upload URL, then one PUT with progress
  const upload = async (file: File) => {
    setError(null);
    try {
      await uploadImage(client, target, file, { onProgress: (sent, total) => setProgress({ sent, total }) });
      onUploaded();
    } catch (failure) {
      failed(failure);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const percent = progress && progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0;
  return (
    <div data-testid={testId} css={{ display: 'grid', gap: space(2), minWidth: 0 }}>
      <label htmlFor={inputId} css={labelStyle}>
        {label}
      </label>
      <div css={{ display: 'flex', gap: space(3), alignItems: 'center', flexWrap: 'wrap' }}>
        {imageURL ? (
          <img
            src={imageURL}
            alt=""
            data-testid={`${testId}-preview`}
            css={{
              width: wide ? 240 : 96,
              height: wide ? 80 : 96,
              maxWidth: '100%',
              objectFit: 'cover',
              borderRadius: wide ? radius.md : radius.md,
              border: `1px solid ${colors.border}`,
              background: colors.surfaceAlt,
            }}
          />
        ) : (
          <div css={{ width: wide ? 240 : 96, height: wide ? 80 : 96, maxWidth: '100%', borderRadius: radius.md, border: `1px dashed ${colors.border}`, display: 'grid', placeItems: 'center', color: colors.muted, fontSize: '0.8rem', textAlign: 'center', padding: space(1) }}>
            {t`No image`}
          </div>
        )}
        <div css={{ display: 'grid', gap: space(1), minWidth: 0 }}>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={UPLOAD_ACCEPT.image}
            disabled={progress !== null}
            data-testid={`${testId}-input`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
            css={{ maxWidth: '100%', fontSize: '0.9rem' }}
          />
          <span css={{ color: colors.muted, fontSize: '0.85rem' }}>{t`JPEG or PNG, at least ${width}×${height} pixels.`}</span>
          {onRemove && imageURL && progress === null && (
            <span css={{ justifySelf: 'start' }}>
            <Button type="button" variant="quiet" onClick={() => void onRemove().catch(failed)} data-testid={`${testId}-remove`}>
              {t`Remove image`}
            </Button>
            </span>
          )}
        </div>
      </div>
      {progress && (
        <div role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t`Uploading image`} data-testid={`${testId}-progress`} css={{ height: 8, borderRadius: radius.pill, background: colors.surfaceAlt, overflow: 'hidden' }}>
          <div css={{ width: `${percent}%`, height: '100%', background: colors.accent, transition: 'width 120ms linear' }} />
        </div>
      )}
      {error && (
        <FormAlert kind="error" testId={`${testId}-error`}>
          {error}
        </FormAlert>
      )}
    </div>
  );
}
