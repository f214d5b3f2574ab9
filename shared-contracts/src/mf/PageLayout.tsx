import type { ReactNode } from 'react';
import { pageColors } from './page-colors';

/**
 * The content column of the simple pages of the remotes that have no design of their own yet (dashboard,
 * promotions, video wall, legacy bridge): one copy, so their pages stay alike when it changes.
 */
export function PageLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <main css={{ maxWidth: 760, margin: '0 auto', padding: '48px 24px 64px', color: pageColors.text }}>
      <h1 css={{ margin: '0 0 16px', fontSize: 32, lineHeight: 1.2, fontWeight: 700 }}>{title}</h1>
      {children}
    </main>
  );
}

export const textStyle = { margin: '0 0 16px', fontSize: 17, lineHeight: 1.6, color: pageColors.textSoft } as const;

export const actionLinkStyle = {
  display: 'inline-block',
  marginTop: 8,
  padding: '10px 20px',
  borderRadius: 6,
  background: pageColors.accent,
  color: pageColors.accentText,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { background: pageColors.accentHover },
  '&:focus-visible': { outline: `3px solid ${pageColors.focus}`, outlineOffset: 2 },
} as const;
