import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { colors, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { COLOR_MODE_STORAGE_KEY, readColorMode, type ColorMode } from './color-mode';
import { SettingsSection } from './SettingsSection';

/** System, light or dark: the shell stores and applies it (and tells other tabs); this section shows and asks for it. */
export function ColorModeSection() {
  const { t } = useLingui();
  const [mode, setMode] = useState<ColorMode>(() => readColorMode());

  // another tab (or the shell) may change it: the storage event keeps this radio group true
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === COLOR_MODE_STORAGE_KEY) setMode(readColorMode());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const choose = (next: ColorMode) => {
    setMode(next);
    emitPlatformEvent('shell:color-mode', { mode: next });
  };

  const options: Array<{ value: ColorMode; label: string; help: string }> = [
    { value: 'system', label: t`Same as this device`, help: t`Follows the light or dark setting of your system.` },
    { value: 'light', label: t`Light`, help: t`Dark text on a light background.` },
    { value: 'dark', label: t`Dark`, help: t`Light text on a dark background, easier on the eyes at night.` },
  ];
  return (
    <SettingsSection id="color-mode" title={<Trans>Color mode</Trans>} description={<Trans>Applies at once, on this device.</Trans>}>
      <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: space(3) }}>
        <legend css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          <Trans>Color mode</Trans>
        </legend>
        {options.map((option) => (
          <label
            key={option.value}
            css={{
              display: 'flex',
              gap: space(3),
              alignItems: 'flex-start',
              padding: space(3),
              borderRadius: radius.md,
              border: `1px solid ${mode === option.value ? colors.accent : colors.border}`,
              background: mode === option.value ? colors.surfaceAlt : colors.surface,
              cursor: 'pointer',
            }}
          >
            <input
              type="radio"
              name="color-mode"
              value={option.value}
              checked={mode === option.value}
              onChange={() => choose(option.value)}
              data-testid={`color-mode-${option.value}`}
              css={{ width: 20, height: 20, margin: '2px 0 0', accentColor: colors.accent, flex: 'none' }}
            />
            <span>
              <span css={{ display: 'block', fontWeight: 600 }}>{option.label}</span>
              <span css={{ color: colors.muted, fontSize: '0.9rem' }}>{option.help}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </SettingsSection>
  );
}
