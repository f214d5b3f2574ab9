/**
 * The CC button and its menu: Off and each language the sermon has captions in, named in the interface language.
 * Hidden for a sermon without captions. The player's PlayerMenu gives it the look and keyboard of the other menus.
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { isLocale, LOCALE_TAGS } from '@sermon/shared-contracts/i18n/locales';
import { PlayerMenu, type PlayerMenuOption } from '../player/components/PlayerMenu';
import { CaptionIcon } from './CaptionIcons';
import { captionLanguageName, captionLanguagesOf, resolveCaptionLanguage } from './caption-source';

interface Props {
  sermon: Sermon | null;
  /** the player's `subtitles` setting: ISO 639-3, or null for off */
  language: string | null;
  /** the language chosen (ISO 639-3), or null for off; the player persists it (SET_SUBTITLES) */
  onChange: (language: string | null) => void;
  /** where the menu opens: above the button (the bar at the bottom of the page) or below it */
  placement?: 'up' | 'down';
  /** which edge of the button the menu lines up with */
  align?: 'start' | 'end';
}

/** The menu's value for "no captions" (its values are strings; no ISO 639-3 code is 'off'). */
const OFF = 'off';

export function CaptionMenu({ sermon, language, onChange, placement = 'up', align = 'end' }: Props) {
  const { t, i18n } = useLingui();
  const localeTag = isLocale(i18n.locale) ? LOCALE_TAGS[i18n.locale] : i18n.locale;
  const selected = resolveCaptionLanguage(sermon, language);

  const options = useMemo<PlayerMenuOption<string>[]>(() => {
    const languages = captionLanguagesOf(sermon)
      .map((option) => ({ value: option.alpha3, label: captionLanguageName(option, localeTag) }))
      .sort((a, b) => a.label.localeCompare(b.label, localeTag));
    return [{ value: OFF, label: t({ message: 'Off', context: 'captions' }) }, ...languages];
  }, [sermon, localeTag, t]);

  if (options.length === 1) return null;

  const languageName = options.find((option) => option.value === selected)?.label;
  return (
    <PlayerMenu
      testId="player-captions-menu"
      label={t`Captions`}
      title={languageName ? t`Captions: ${languageName}` : t`Captions: off`}
      trigger={<CaptionIcon name="captions" size={22} />}
      options={options}
      value={selected ?? OFF}
      onChange={(value) => onChange(value === OFF ? null : value)}
      placement={placement}
      align={align}
      active={selected !== null}
      data={{ 'data-language': selected ?? OFF }}
    />
  );
}
