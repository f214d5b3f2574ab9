/**
 * The media element itself. Audio plays in an <audio> (keeps playing in the background on phones), video in a
 * <video>. Each source gets a fresh element (keyed by src), so no event of a previous file can reach the machine
 * after a switch. An adaptive stream plays natively where the browser can (Safari), else through hls.js, loaded
 * lazily (hls-source.ts); its fatal errors become the machine's ERROR. Both elements allow AirPlay, so Safari
 * offers its devices (the cast adapter then follows the element).
 */
import type { SerializedStyles } from '@emotion/react';
import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import type { PlayerSourceKind } from '@sermon/shared-contracts/machines/player-source';
import type { PlayerQuality } from '@sermon/shared-contracts/rules/player-settings';
import { playerColors } from '../../../components/theme';
import type { MediaElementBinding } from '../use-player';
import { attachHls, canPlayHlsNatively, type HlsAttachment } from './hls-source';

interface Props {
  binding: MediaElementBinding;
  /** how `binding.src` plays: a file, or an HLS playlist */
  srcKind?: PlayerSourceKind;
  /** caps an adaptive stream's level (files are chosen by the machine) */
  quality?: PlayerQuality;
  /** a stream error the element itself does not report (hls.js) */
  onFatalError?: (detail: string) => void;
  /** size and placement of the video picture */
  videoCss?: SerializedStyles;
  /** the accessible name of the video picture, e.g. the sermon title */
  title?: string;
  /** the <video> element, for picture-in-picture and fullscreen fallbacks */
  videoRef?: (element: HTMLVideoElement | null) => void;
  onVideoClick?: (event: MouseEvent<HTMLVideoElement>) => void;
  onVideoDoubleClick?: (event: MouseEvent<HTMLVideoElement>) => void;
}

export function PlayerMedia({
  binding,
  srcKind = 'file',
  quality = 'high',
  onFatalError,
  videoCss,
  title,
  videoRef,
  onVideoClick,
  onVideoDoubleClick,
}: Props) {
  const { mediaType, src, ref, ...handlers } = binding;
  const elementRef = useRef<HTMLMediaElement | null>(null);
  const hlsRef = useRef<HlsAttachment | null>(null);
  const onFatalRef = useRef(onFatalError);
  onFatalRef.current = onFatalError;
  const qualityRef = useRef(quality);
  qualityRef.current = quality;

  // Decided once per element: native playback takes the playlist as src, hls.js attaches after mounting.
  const isHls = srcKind === 'hls' && src !== null;
  const native = isHls && typeof document !== 'undefined' && canPlayHlsNatively(document.createElement('video'));
  const useHlsJs = isHls && !native;

  useEffect(() => {
    const media = elementRef.current;
    if (!useHlsJs || !media || !src) return;
    const attachment = attachHls(media, src, {
      quality: qualityRef.current,
      onFatalError: (detail) => {
        console.warn('[player] the adaptive stream failed', detail);
        onFatalRef.current?.(detail);
      },
    });
    hlsRef.current = attachment;
    return () => {
      attachment.destroy();
      hlsRef.current = null;
    };
  }, [useHlsJs, src]);

  useEffect(() => {
    hlsRef.current?.setQuality(quality);
  }, [quality]);

  // Stable, so React hands the element over once rather than detaching and re-attaching it on every render.
  const setElement = useCallback(
    (element: HTMLMediaElement | null) => {
      elementRef.current = element;
      ref(element);
      if (mediaType === 'video') videoRef?.(element as HTMLVideoElement | null);
    },
    [ref, mediaType, videoRef],
  );

  if (!src) return null;
  const source = useHlsJs ? undefined : src;
  if (mediaType === 'video') {
    return (
      <video
        key={src}
        ref={setElement}
        src={source}
        preload="auto"
        playsInline
        x-webkit-airplay="allow"
        title={title}
        data-testid="player-media"
        data-src-kind={srcKind}
        data-hls={useHlsJs ? 'hls.js' : native ? 'native' : undefined}
        onClick={onVideoClick}
        onDoubleClick={onVideoDoubleClick}
        {...handlers}
        css={[
          { display: 'block', width: '100%', height: '100%', background: playerColors.media, objectFit: 'contain' },
          videoCss,
        ]}
      />
    );
  }
  return (
    <audio key={src} ref={setElement} src={source} preload="auto" x-webkit-airplay="allow" data-testid="player-media" {...handlers} />
  );
}
