// The box every embed fills (the whole frame another site gives it), and the message an embed shows instead of
// a player when it has nothing to play: never a blank frame.
import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { focusRing, playerColors } from '../../../components/theme';
import { EmbedIcon } from './EmbedIcon';

export const EMBED_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';

/** Narrow frames (a phone column, a sidebar) drop what does not fit. */
export const NARROW = '@media (max-width: 420px)';
/** Low frames (an audio strip) keep to one row of artwork. */
export const LOW = '@media (max-height: 170px)';

const frameCss = css({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  color: playerColors.text,
  background: playerColors.background,
  fontFamily: EMBED_FONT,
  fontSize: 14,
  lineHeight: 1.35,
});

export function EmbedFrame({ children, ...rest }: HTMLAttributes<HTMLElement> & { children?: ReactNode }) {
  return (
    <main css={frameCss} {...rest}>
      {children}
    </main>
  );
}

export const linkCss = css(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    color: playerColors.accent,
    textDecoration: 'none',
    fontWeight: 600,
    '&:hover': { textDecoration: 'underline' },
  },
  focusRing,
);

interface MessageProps {
  /** the one sentence that says what happened */
  title: ReactNode;
  /** what the visitor (or the site's owner) can do about it */
  detail?: ReactNode;
  /** links or a retry button */
  actions?: ReactNode;
  testId?: string;
}

/** A clear message in the middle of the frame (unknown sermon, no media, bad address, failed load). */
export function EmbedMessage({ title, detail, actions, testId = 'embed-message' }: MessageProps) {
  return (
    <div
      role="alert"
      data-testid={testId}
      css={{
        margin: 'auto',
        maxWidth: 460,
        padding: 16,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 8,
        textAlign: 'center',
      }}
    >
      <span css={{ color: playerColors.muted }}>
        <EmbedIcon name="info" size={28} />
      </span>
      <p css={{ margin: 0, fontSize: 16, fontWeight: 600 }}>{title}</p>
      {detail && <p css={{ margin: 0, color: playerColors.muted }}>{detail}</p>}
      {actions && <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 16, marginTop: 4 }}>{actions}</div>}
    </div>
  );
}

/** A plain button in the embed's style (retry, copy). */
export const textButtonCss = css(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    padding: '6px 14px',
    border: `1px solid ${playerColors.track}`,
    borderRadius: 16,
    color: playerColors.text,
    background: 'transparent',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    '&:hover': { background: playerColors.hover },
  },
  focusRing,
);
