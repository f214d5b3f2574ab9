import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { patchEncodingOptions } from '@sermon/shared-contracts/api/patch-encoding-options';
import { ENCODING_OPTION_LIMITS, type EncodingOptions } from '@sermon/shared-contracts/entities/media-tracker';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { CheckboxField } from '@sermon/shared-contracts/mf/forms/CheckboxField';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { fieldErrorsOf, messageOf, toastError, toastSuccess } from '../../components/content/toasts';
import { mutedTextStyle } from '../../components/page/dashboard-styles';

type SecondsField = 'audioTrimStart' | 'videoTrimStart' | 'fadeIn' | 'fadeOut' | 'videoThumbPosition';
type FormValues = Record<SecondsField, string> & { normalizeAudio: boolean };

function toForm(options: EncodingOptions): FormValues {
  return {
    audioTrimStart: String(options.audioTrimStart),
    videoTrimStart: String(options.videoTrimStart),
    fadeIn: String(options.fadeIn),
    fadeOut: String(options.fadeOut),
    videoThumbPosition: String(options.videoThumbPosition),
    normalizeAudio: options.normalizeAudio,
  };
}

/** The problem of one seconds field, or null: a number from 0 to the limit (the server applies the same bounds). */
export function secondsProblem(text: string, max: number): 'number' | 'range' | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return 'number';
  return Number(trimmed) > max ? 'range' : null;
}

/**
 * Advanced settings (trim start, fades, loudness normalisation, thumbnail position). Applying saves them and the
 * server encodes again what they change; the tracker then shows 'Waiting for advanced settings' and 'Encoding'.
 * A form of its own (not the editor's): applying costs an encode, so it is an explicit action, not part of Save.
 */
export function EncodingOptionsForm({
  sermonID,
  options,
  hasVideo,
  onApplied,
}: {
  sermonID: string;
  options: EncodingOptions;
  hasVideo: boolean;
  onApplied: (options: EncodingOptions) => void;
}) {
  const { t } = useLingui();
  const client = useApiClient();
  const [values, setValues] = useState<FormValues>(() => toForm(options));
  const [saved, setSaved] = useState<FormValues>(() => toForm(options));
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setValues(toForm(options));
    setSaved(toForm(options));
  }, [options]);

  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const limitOf = (field: SecondsField) =>
    field === 'fadeIn' || field === 'fadeOut' ? ENCODING_OPTION_LIMITS.maxFadeSeconds : ENCODING_OPTION_LIMITS.maxOffsetSeconds;
  const problemText = (field: SecondsField): string[] => {
    const problem = secondsProblem(values[field], limitOf(field));
    if (problem === 'number') return [t`Enter a number of seconds, such as 2 or 1.5.`];
    if (problem === 'range') return [t`Use at most ${limitOf(field)} seconds.`];
    return [];
  };
  const fields: { name: SecondsField; label: string; help?: string; video?: boolean }[] = [
    { name: 'audioTrimStart', label: t`Audio trim start (seconds)`, help: t`Cut this much from the start of the audio.` },
    { name: 'videoTrimStart', label: t`Video trim start (seconds)`, video: true },
    { name: 'fadeIn', label: t`Fade in (seconds)` },
    { name: 'fadeOut', label: t`Fade out (seconds)` },
    { name: 'videoThumbPosition', label: t`Thumbnail position (seconds)`, help: t`The video frame used as the thumbnail.`, video: true },
  ];
  const invalid = fields.some((field) => problemText(field.name).length > 0);

  const apply = async () => {
    if (!dirty || invalid) return;
    setBusy(true);
    setServerErrors({});
    try {
      const applied = await patchEncodingOptions(client, sermonID, {
        audioTrimStart: Number(values.audioTrimStart),
        videoTrimStart: Number(values.videoTrimStart),
        fadeIn: Number(values.fadeIn),
        fadeOut: Number(values.fadeOut),
        videoThumbPosition: Number(values.videoThumbPosition),
        normalizeAudio: values.normalizeAudio,
      });
      setSaved(toForm(applied));
      setValues(toForm(applied));
      toastSuccess(t`Advanced settings applied. The media is being encoded again.`);
      onApplied(applied);
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
      toastError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      data-testid="encoding-options-form"
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
      css={{ display: 'grid', gap: space(3) }}
    >
      <p css={mutedTextStyle}>{t`Changing these settings encodes the media again.`}</p>
      <div css={{ display: 'grid', gap: space(3), gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}>
        {fields
          .filter((field) => !field.video || hasVideo)
          .map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              value={values[field.name]}
              onValueChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
              problems={problemText(field.name)}
              serverError={serverErrors[field.name] ?? null}
              help={field.help}
              inputMode="decimal"
              testId={`encoding-${field.name}`}
            />
          ))}
      </div>
      <CheckboxField
        label={t`Normalize audio loudness`}
        help={t`Evens out quiet and loud recordings (EBU R128).`}
        checked={values.normalizeAudio}
        onCheckedChange={(checked) => setValues((current) => ({ ...current, normalizeAudio: checked }))}
        testId="encoding-normalizeAudio"
      />
      <div>
        <Button type="submit" variant="secondary" busy={busy} disabled={!dirty || invalid} data-testid="encoding-apply">
          {t`Apply advanced settings`}
        </Button>
      </div>
    </form>
  );
}
