// The keyboard shortcuts, listed (opened with "?" or the keyboard button of the expanded player).
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS, VOLUME_STEP } from '@sermon/shared-contracts/rules/player-shortcuts';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import { playerColors } from '../../../components/theme';

export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown);
      previous?.focus?.();
    };
  }, []);

  // the same messages as the skip buttons' labels
  const skip = (direction: 'back' | 'forward', seconds: number) =>
    direction === 'back' ? t`Back ${seconds} seconds` : t`Forward ${seconds} seconds`;
  const step = VOLUME_STEP;
  const rows: [string, string][] = [
    [t`Space`, t`Play or pause`],
    ['←', skip('back', SKIP_BACK_SECONDS)],
    ['→', skip('forward', SKIP_FORWARD_SECONDS)],
    ['↑ ↓', t`Volume up or down by ${step}`],
    ['M', t`Mute or unmute`],
    ['F', t`Fullscreen video, or the expanded player`],
    ['?', t`Show or hide this list`],
  ];

  return (
    <div ref={ref} role="dialog" aria-modal="false" aria-labelledby="player-shortcuts-title" tabIndex={-1} data-testid="player-shortcuts-help" css={panel}>
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 8 }}>
        <h2 id="player-shortcuts-title" css={{ margin: 0, fontSize: 15, fontWeight: 700 }}>
          <Trans>Keyboard shortcuts</Trans>
        </h2>
        <IconButton label={t`Close`} size={32} onClick={onClose}>
          <Icon name="close" size={18} />
        </IconButton>
      </div>
      <dl css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', margin: 0, alignItems: 'center' }}>
        {rows.map(([keys, what]) => (
          <div key={keys} css={{ display: 'contents' }}>
            <dt css={{ margin: 0 }}>
              <kbd css={kbd}>{keys}</kbd>
            </dt>
            <dd css={{ margin: 0, fontSize: 14 }}>{what}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const panel = css({
  position: 'fixed',
  right: 16,
  bottom: 'calc(var(--player-bar-height, 0px) + 12px)',
  zIndex: 1100,
  width: 'min(360px, calc(100vw - 32px))',
  padding: '12px 16px 16px',
  color: playerColors.text,
  background: playerColors.surface,
  border: `1px solid ${playerColors.track}`,
  borderRadius: 12,
  boxShadow: '0 12px 32px rgba(0, 0, 0, 0.4)',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  '&:focus': { outline: 'none' },
});

const kbd = css({
  display: 'inline-block',
  minWidth: 28,
  padding: '3px 8px',
  borderRadius: 6,
  border: `1px solid ${playerColors.track}`,
  borderBottomWidth: 2,
  background: playerColors.background,
  fontFamily: 'inherit',
  fontSize: 13,
  fontWeight: 600,
  textAlign: 'center',
});
