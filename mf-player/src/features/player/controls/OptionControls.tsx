/**
 * The player's secondary controls, each shown only when it can do something: speed, repeat, sleep timer, quality
 * (several renditions or HLS), captions (the sermon has some), cast (a device is there), audio/video (both exist),
 * picture-in-picture and fullscreen (video), volume. The caller picks which and in what order.
 */
import { useLingui } from '@lingui/react/macro';
import { repeatMode } from '@sermon/shared-contracts/machines/player.machine';
import { CaptionMenu } from '../../captions';
import { CastButton } from '../casting';
import { Icon } from '../../../components/Icon';
import { focusRing } from '../../../components/theme';
import { MediaTypeToggle } from '../components/MediaTypeToggle';
import { menuTrigger, menuTriggerActive } from '../components/PlayerMenu';
import { VolumeControl } from '../components/VolumeControl';
import type { PlayerSurface } from '../player-surface';
import { QualityMenu } from './QualityMenu';
import { RepeatButton } from './RepeatButton';
import { SleepTimerMenu } from './SleepTimerMenu';
import { SpeedMenu } from './SpeedMenu';

export type OptionControl =
  | 'speed'
  | 'repeat'
  | 'sleep'
  | 'quality'
  | 'captions'
  | 'cast'
  | 'media-type'
  | 'pip'
  | 'fullscreen'
  | 'volume'
  | 'shortcuts';

interface Props {
  surface: PlayerSurface;
  controls: readonly OptionControl[];
  /** where menus open: up from the bar, up or down in the expanded view */
  placement?: 'up' | 'down';
  align?: 'start' | 'end';
}

export function OptionControls({ surface, controls, placement = 'up', align = 'end' }: Props) {
  const { player } = surface;
  return (
    <>
      {controls.map((control) => (
        <OptionControlItem key={control} control={control} surface={surface} placement={placement} align={align} player={player} />
      ))}
    </>
  );
}

function OptionControlItem({
  control,
  surface,
  placement,
  align,
  player,
}: {
  control: OptionControl;
  surface: PlayerSurface;
  placement: 'up' | 'down';
  align: 'start' | 'end';
  player: PlayerSurface['player'];
}) {
  const { t } = useLingui();
  const { context, send } = player;
  switch (control) {
    case 'speed':
      return <SpeedMenu speed={context.speed} onSpeed={(speed) => send({ type: 'SET_SPEED', speed })} placement={placement} align={align} />;
    case 'repeat':
      return <RepeatButton mode={repeatMode(context)} onMode={(mode) => send({ type: 'SET_REPEAT', mode })} />;
    case 'sleep':
      return <SleepTimerMenu control={surface.sleep} placement={placement} align={align} />;
    case 'quality':
      return surface.hasQualityChoice ? (
        <QualityMenu quality={context.quality} onQuality={(quality) => send({ type: 'SET_QUALITY', quality })} placement={placement} align={align} />
      ) : null;
    case 'captions':
      return (
        <CaptionMenu
          sermon={context.sermon}
          language={context.subtitles}
          onChange={(language) => send({ type: 'SET_SUBTITLES', language })}
          placement={placement}
        />
      );
    case 'cast':
      // renders itself only when casting is on and a device is there
      return <CastButton player={player} size={40} />;
    case 'media-type':
      return surface.canSwitch ? (
        <MediaTypeToggle mediaType={context.mediaType} onChange={(mediaType) => send({ type: 'SET_MEDIA_TYPE', mediaType })} />
      ) : null;
    case 'pip':
      return surface.isVideo && surface.pip.supported ? (
        <button
          type="button"
          data-testid="player-pip"
          aria-pressed={surface.pip.active}
          aria-label={surface.pip.active ? t`Leave picture-in-picture` : t`Picture-in-picture`}
          title={surface.pip.active ? t`Leave picture-in-picture` : t`Picture-in-picture`}
          onClick={surface.pip.toggle}
          css={[menuTrigger, surface.pip.active && menuTriggerActive, focusRing]}
        >
          <Icon name="pictureInPicture" size={20} />
        </button>
      ) : null;
    case 'fullscreen':
      return surface.isVideo && surface.fullscreen.supported ? (
        <button
          type="button"
          data-testid="player-fullscreen"
          aria-pressed={surface.fullscreen.active}
          aria-label={surface.fullscreen.active ? t`Leave fullscreen` : t`Fullscreen`}
          title={surface.fullscreen.active ? t`Leave fullscreen (Esc)` : t`Fullscreen (F)`}
          onClick={surface.fullscreen.toggle}
          css={[menuTrigger, focusRing]}
        >
          <Icon name={surface.fullscreen.active ? 'fullscreenExit' : 'fullscreen'} size={22} />
        </button>
      ) : null;
    case 'volume':
      return (
        <VolumeControl
          volume={context.volume}
          muted={context.muted}
          onVolume={(volume) => send({ type: 'SET_VOLUME', volume })}
          onToggleMute={() => send({ type: 'TOGGLE_MUTE' })}
        />
      );
    case 'shortcuts':
      return (
        <button
          type="button"
          data-testid="player-shortcuts"
          aria-label={t`Keyboard shortcuts`}
          title={t`Keyboard shortcuts (?)`}
          onClick={surface.toggleHelp}
          css={[menuTrigger, focusRing]}
        >
          <Icon name="keyboard" size={20} />
        </button>
      );
  }
}
