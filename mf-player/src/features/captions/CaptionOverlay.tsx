// The caption of the moment: over the bottom of the video picture, or as a line of text under the artwork for audio.
import { css } from '@emotion/react';
import { memo } from 'react';
import { cueAt, type SubtitleCue } from '@sermon/shared-contracts/rules/captions';
import { playerColors } from '../../components/theme';

interface Props {
  cues: readonly SubtitleCue[];
  currentTime: number;
  /**
   * video: absolutely placed over the bottom of the picture, so the parent must be `position: relative` (the
   * video's container, which is also what goes fullscreen); audio: in the flow, keeping two lines of room so the
   * layout does not jump between cues.
   */
  variant?: 'video' | 'audio';
}

export function CaptionOverlay({ cues, currentTime, variant = 'video' }: Props) {
  const cue = cueAt(cues, currentTime);
  if (variant === 'audio') {
    return (
      <div css={audioBox}>{cue && <CaptionText key={cue.id + cue.startTime} text={cue.text} css={audioText} />}</div>
    );
  }
  if (!cue) return null;
  return (
    <div css={videoBox}>
      <CaptionText key={cue.id + cue.startTime} text={cue.text} css={videoText} />
    </div>
  );
}

/**
 * Screen readers hear the sermon itself, so the cue is not a live region (it would talk over the audio). The text
 * changes only when the cue does, not on every timeupdate.
 */
const CaptionText = memo(function CaptionText({ text, className }: { text: string; className?: string }) {
  return (
    <p data-testid="player-caption" className={className}>
      <span>{text}</span>
    </p>
  );
});

// Pictures can be white, black or anything between: white text on a dark translucent box per line, as TV
// captions, reads on all of them. box-decoration-break makes each wrapped line its own box.
const videoBox = css({
  position: 'absolute',
  left: '4%',
  right: '4%',
  bottom: '7%',
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  containerType: 'inline-size',
  zIndex: 1,
});

const videoText = css({
  margin: 0,
  maxWidth: '100%',
  textAlign: 'center',
  whiteSpace: 'pre-line',
  fontSize: 'clamp(12px, 3.6cqw, 34px)',
  lineHeight: 1.45,
  '& > span': {
    padding: '0.1em 0.45em',
    color: '#ffffff',
    background: 'rgba(0, 0, 0, 0.78)',
    borderRadius: 3,
    boxDecorationBreak: 'clone',
    WebkitBoxDecorationBreak: 'clone',
    textShadow: '0 1px 2px rgba(0, 0, 0, 0.6)',
  },
});

const audioBox = css({
  minHeight: '3em',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 17,
  lineHeight: 1.5,
});

const audioText = css({
  margin: 0,
  maxWidth: '40ch',
  textAlign: 'center',
  whiteSpace: 'pre-line',
  color: playerColors.text,
  fontWeight: 500,
  textWrap: 'balance',
});
