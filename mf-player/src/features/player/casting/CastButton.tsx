// The cast button: shown only when casting is on and a device was found; opens the device picker, or ends the
// session while casting. The icon fills in while connected (the platforms' own cast icons do the same).
import { useLingui } from '@lingui/react/macro';
import type { CastKind } from '@sermon/shared-contracts/machines/player.machine';
import { IconButton } from '../../../components/IconButton';
import { playerColors } from '../../../components/theme';
import type { Player } from '../use-player';
import { supportsAirPlay } from './cast-support';

/** Which picker a press opens: Safari casts with AirPlay, the Chrome family with Chromecast. */
export function preferredCastKind(w: Window = window): Exclude<CastKind, 'none'> {
  return supportsAirPlay(w) ? 'airplay' : 'chromecast';
}

export function isCastButtonShown(casting: Player['context']['casting']): boolean {
  return casting.enabled && casting.available;
}

function CastIcon({ connected, size }: { connected: boolean; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M21 3H3c-1.1 0-2 .9-2 2v3h2V5h18v14h-7v2h7c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zM1 18v3h3c0-1.66-1.34-3-3-3zm0-4v2c2.76 0 5 2.24 5 5h2c0-3.87-3.13-7-7-7zm0-4v2c4.97 0 9 4.03 9 9h2c0-6.08-4.93-11-11-11z" />
      {connected && <path d="M5 7v1.63c3.96 1.28 7.09 4.41 8.37 8.37H19V7H5z" />}
    </svg>
  );
}

export function CastButton({ player, size = 36 }: { player: Pick<Player, 'context' | 'send'>; size?: number }) {
  const { t } = useLingui();
  const { casting } = player.context;
  if (!isCastButtonShown(casting)) return null;
  const connected = casting.kind !== 'none' && casting.status !== 'connecting';
  const connecting = casting.status === 'connecting';
  const device = casting.kind === 'airplay' ? 'AirPlay' : 'Chromecast';
  const label = connecting ? t`Connecting to ${device}…` : connected ? t`Stop casting to ${device}` : t`Cast to a device`;
  return (
    <IconButton
      label={label}
      data-testid="player-cast"
      data-cast-kind={casting.kind}
      data-cast-status={casting.status}
      aria-pressed={connected}
      size={size}
      onClick={() =>
        player.send(
          casting.kind === 'none' ? { type: 'CAST_CONNECT', kind: preferredCastKind() } : { type: 'CAST_DISCONNECT' },
        )
      }
      css={{
        color: connected ? playerColors.accent : undefined,
        animation: connecting ? 'player-cast-pulse 1.2s ease-in-out infinite' : undefined,
        '@keyframes player-cast-pulse': { '50%': { opacity: 0.45 } },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <CastIcon connected={connected} size={Math.round(size * 0.6)} />
    </IconButton>
  );
}
