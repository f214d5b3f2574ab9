import type { ReactNode } from 'react';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';

/** The heading block at the top of a page: title, optional line below it and actions on the right. */
export function PageHeader({ title, subtitle, actions, testId }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode; testId?: string }) {
  return (
    <header
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: space(4),
        marginBottom: space(6),
      }}
    >
      <div css={{ minWidth: 0 }}>
        <h1 data-testid={testId} css={{ margin: 0, fontSize: 'clamp(1.6rem, 3vw, 2.2rem)', lineHeight: 1.2, color: colors.text }}>
          {title}
        </h1>
        {subtitle && <p css={{ margin: `${space(2)} 0 0`, color: colors.muted }}>{subtitle}</p>}
      </div>
      {actions && <div css={{ display: 'flex', gap: space(3), flexWrap: 'wrap' }}>{actions}</div>}
    </header>
  );
}

/** A titled block inside a page (e.g. 'Recent sermons') with an optional link on the right. */
export function Section({ title, action, children, labelId }: { title: ReactNode; action?: ReactNode; children: ReactNode; labelId: string }) {
  return (
    <section aria-labelledby={labelId} css={{ margin: `${space(10)} 0` }}>
      <div css={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: space(4), marginBottom: space(4) }}>
        <h2 id={labelId} css={{ margin: 0, fontSize: '1.35rem' }}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
