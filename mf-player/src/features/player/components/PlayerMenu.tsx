/**
 * A small menu button for the player's settings (speed, quality, sleep timer): the button shows the current value,
 * the menu lists the choices with a check on the current one. WAI-ARIA menu button pattern: the menu takes focus on
 * the checked item, arrows/Home/End move, Enter/Space choose, Escape closes and gives focus back; a press anywhere
 * else closes it. Keys handled here do not reach the player's global shortcuts.
 */
import { css, type SerializedStyles } from '@emotion/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '../../../components/Icon';
import { focusRing, playerColors } from '../../../components/theme';

export interface PlayerMenuOption<T> {
  value: T;
  label: string;
  /** a second, quieter text on the right, e.g. "Normal" beside 1× */
  hint?: string;
}

interface Props<T> {
  /** on the wrapper; the button is `<testId>-button`, the items `<testId>-option` with data-value */
  testId: string;
  /** accessible name of the button and the menu, e.g. "Playback speed" */
  label: string;
  /** tooltip and description of the current state, e.g. "Playback speed: 1.5×" */
  title?: string;
  /** what the button shows */
  trigger: ReactNode;
  options: readonly PlayerMenuOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** above the button (the bar at the bottom of the page) or below it */
  placement?: 'up' | 'down';
  /** which edge of the button the menu lines up with */
  align?: 'start' | 'end';
  /** marks the button as "on" (a running sleep timer, a speed other than normal) */
  active?: boolean;
  /** a heading inside the menu */
  heading?: string;
  /** extra attributes for the wrapper, e.g. data-speed for tests */
  data?: Record<`data-${string}`, string>;
  triggerCss?: SerializedStyles;
}

export function PlayerMenu<T extends string | number>({
  testId,
  label,
  title,
  trigger,
  options,
  value,
  onChange,
  placement = 'up',
  align = 'end',
  active = false,
  heading,
  data,
  triggerCss,
}: Props<T>) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );

  useEffect(() => {
    if (!open) return;
    // preventScroll: the browser would otherwise scroll every ancestor that can hide overflow (the expanded view)
    // to bring the new menu into view, shifting the whole dialog, and nothing scrolls it back.
    itemRefs.current[selectedIndex]?.focus({ preventScroll: true });
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
    // the checked item matters only at the moment the menu opens
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus({ preventScroll: true });
  };

  const choose = (next: T) => {
    close(true);
    if (next !== value) onChange(next);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const current = items.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (index: number) => items[(index + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        focusAt(current - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(items.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        close(false);
        return;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div ref={rootRef} data-testid={testId} {...data} css={{ position: 'relative', flex: 'none' }}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        aria-description={title}
        title={title ?? label}
        data-testid={`${testId}-button`}
        data-active={active || undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            event.stopPropagation();
            setOpen(true);
          }
        }}
        css={[menuTrigger, active && menuTriggerActive, triggerCss, focusRing]}
      >
        {trigger}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          css={[menuCss, placement === 'up' ? above : below, align === 'end' ? { right: 0 } : { left: 0 }]}
        >
          {heading && (
            <div role="presentation" css={headingCss}>
              {heading}
            </div>
          )}
          {options.map((option, index) => {
            const checked = index === selectedIndex;
            return (
              <button
                key={String(option.value)}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={checked}
                tabIndex={-1}
                data-testid={`${testId}-option`}
                data-value={String(option.value)}
                onClick={() => choose(option.value)}
                css={[itemCss, focusRing]}
              >
                <span css={{ width: 18, display: 'inline-flex', color: playerColors.accent }}>
                  {checked && <Icon name="check" size={18} />}
                </span>
                <span css={{ flex: 1 }}>{option.label}</span>
                {option.hint && <span css={{ color: playerColors.muted, fontSize: 12 }}>{option.hint}</span>}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** The look shared by the player's small round and pill buttons that open menus or toggle modes. */
export const menuTrigger = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 4,
  minWidth: 40,
  height: 40,
  padding: '0 8px',
  border: 0,
  borderRadius: 20,
  cursor: 'pointer',
  color: playerColors.muted,
  background: 'transparent',
  font: 'inherit',
  fontSize: 13,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  transition: 'background-color 120ms, color 120ms',
  '&:hover': { background: playerColors.hover, color: playerColors.text },
  '&:disabled': { opacity: 0.4, cursor: 'default', background: 'transparent' },
});

/** On: full colour with a short accent bar under the content, as the captions button marks itself. */
export const menuTriggerActive = css({
  color: playerColors.text,
  '&::after': {
    content: '""',
    position: 'absolute',
    left: '50%',
    width: 18,
    marginLeft: -9,
    bottom: 5,
    height: 2,
    borderRadius: 1,
    background: playerColors.accent,
  },
});

const menuCss = css({
  position: 'absolute',
  zIndex: 20,
  minWidth: 184,
  maxHeight: 'min(360px, 60vh)',
  overflowY: 'auto',
  padding: 6,
  color: playerColors.text,
  background: playerColors.surface,
  border: `1px solid ${playerColors.track}`,
  borderRadius: 10,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.35)',
});

const above = css({ bottom: 'calc(100% + 6px)' });
const below = css({ top: 'calc(100% + 6px)' });

const headingCss = css({
  padding: '6px 12px 4px',
  fontSize: 12,
  fontWeight: 600,
  letterSpacing: 0.3,
  textTransform: 'uppercase',
  color: playerColors.muted,
});

const itemCss = css({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  width: '100%',
  minHeight: 36,
  padding: '6px 12px 6px 8px',
  border: 0,
  borderRadius: 6,
  color: 'inherit',
  background: 'transparent',
  font: 'inherit',
  fontSize: 14,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover, &:focus-visible': { background: playerColors.hover },
});
