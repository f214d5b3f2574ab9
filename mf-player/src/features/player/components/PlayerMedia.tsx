/**
 * The media element itself. Audio plays in an <audio> (keeps playing in the background on phones),
 * video in a <video>. Each source gets a fresh element (keyed by src), so no event of a previous file
 * can reach the machine after a switch.
 */
import type { SerializedStyles } from '@emotion/react';
import { playerColors } from '../../../components/theme';
import type { MediaElementBinding } from '../use-player';

interface Props {
  binding: MediaElementBinding;
  /** size and placement of the video picture */
  videoCss?: SerializedStyles;
  /** the accessible name of the video picture, e.g. the sermon title */
  title?: string;
}

export function PlayerMedia({ binding, videoCss, title }: Props) {
  const { mediaType, src, ref, ...handlers } = binding;
  if (!src) return null;
  if (mediaType === 'video') {
    return (
      <video
        key={src}
        ref={ref}
        src={src}
        preload="auto"
        playsInline
        title={title}
        data-testid="player-media"
        {...handlers}
        css={[{ display: 'block', background: playerColors.media, objectFit: 'contain' }, videoCss]}
      />
    );
  }
  return <audio key={src} ref={ref} src={src} preload="auto" data-testid="player-media" {...handlers} />;
}
