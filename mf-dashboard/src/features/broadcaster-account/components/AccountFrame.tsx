import type { ReactNode } from 'react';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { colors, radius, shadow, space } from '@sermon/shared-contracts/mf/theme/tokens';

/** The /broadcaster/* pages: one centred card (wider for the marketing overview), its title also the document's. */
export function AccountFrame({ title, intro, children, wide = false, testId }: { title: string; intro?: ReactNode; children: ReactNode; wide?: boolean; testId?: string }) {
  usePageTitle(title);
  return (
    <main data-testid={testId} css={{ padding: `${space(8)} ${space(4)} ${space(16)}`, color: colors.text }}>
      <section
        css={{
          maxWidth: wide ? 960 : 600,
          margin: '0 auto',
          background: colors.surface,
          border: `1px solid ${colors.border}`,
          borderRadius: radius.lg,
          boxShadow: shadow.card,
          padding: `clamp(${space(5)}, 4vw, ${space(8)})`,
          display: 'grid',
          gap: space(5),
          minWidth: 0,
        }}
      >
        <header css={{ display: 'grid', gap: space(2) }}>
          <h1 css={{ margin: 0, fontSize: '1.6rem', lineHeight: 1.25 }}>{title}</h1>
          {intro && <div css={{ margin: 0, lineHeight: 1.6, color: colors.textSoft }}>{intro}</div>}
        </header>
        {children}
      </section>
    </main>
  );
}

/** A titled part of a card (the legacy sign-in under the site sign-in). */
export function AccountSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section data-testid={testId} css={{ display: 'grid', gap: space(3), borderTop: `1px solid ${colors.border}`, paddingTop: space(5) }}>
      <h2 css={{ margin: 0, fontSize: '1.15rem' }}>{title}</h2>
      {children}
    </section>
  );
}
