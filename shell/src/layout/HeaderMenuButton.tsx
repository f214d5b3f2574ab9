import type { ButtonHTMLAttributes, Ref } from 'react';
import { PHONE_MEDIA, shellTheme } from './theme';

interface HeaderMenuButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  /** the accessible name; it stays the same open or closed, aria-expanded tells which */
  label: string;
}

/** The phone header's menu button (three bars, a cross while open). Wider screens do not show it. */
export function HeaderMenuButton({ open, label, ...rest }: HeaderMenuButtonProps) {
  return (
    <button
      {...rest}
      aria-label={label}
      data-testid="header-menu-button"
      css={{
        display: 'none',
        [PHONE_MEDIA]: {
          display: 'inline-flex',
          flex: 'none',
          alignItems: 'center',
          justifyContent: 'center',
          width: 44,
          height: 44,
          padding: 0,
          borderRadius: 8,
          border: '1px solid rgba(255,255,255,0.35)',
          background: open ? shellTheme.navyLight : 'transparent',
          color: shellTheme.white,
          cursor: 'pointer',
          '&:hover': { background: shellTheme.navyLight },
          '&:focus-visible': { outline: `2px solid ${shellTheme.accent}`, outlineOffset: 2 },
        },
      }}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </button>
  );
}
