// The waveform wired to a player: the playing sermon's peaks, its position, and seeks sent to the machine.
import type { Player } from '../use-player';
import { useWaveformPeaks } from './use-waveform-peaks';
import { Waveform } from './Waveform';

interface Props {
  player: Pick<Player, 'state' | 'context' | 'send'>;
  size?: 'compact' | 'large';
}

export function PlayerWaveform({ player, size = 'compact' }: Props) {
  const { state, context, send } = player;
  const { peaks, isDefault } = useWaveformPeaks(context.sermon);
  return (
    <Waveform
      peaks={peaks}
      isDefault={isDefault}
      currentTime={context.currentTime}
      duration={context.duration}
      bufferedEnd={context.bufferedEnd}
      playing={state === 'Playing'}
      speed={context.speed}
      disabled={state === 'Static' || state === 'Loading'}
      onSeek={(seconds) => send({ type: 'SEEK', seconds })}
      size={size}
    />
  );
}
