import type { ReactNode } from 'react';
import { colors, radius, shadow, space } from '@sermon/shared-contracts/mf/theme/tokens';

/** The narrow centred card the sign-in, sign-up, verify, reset and sign-out pages sit in. */
export function AccountCard({ title, intro, children, testId }: { title: ReactNode; intro?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <main
      data-testid={testId}
      css={{
        maxWidth: 520,
        margin: `${space(4)} auto ${space(10)}`,
        padding: `${space(8)} ${space(6)}`,
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: radius.lg,
        boxShadow: shadow.card,
        '@media (max-width: 480px)': { padding: `${space(6)} ${space(4)}`, margin: `0 auto ${space(6)}` },
      }}
    >
      <h1 css={{ margin: 0, fontSize: 'clamp(1.5rem, 3vw, 1.9rem)', lineHeight: 1.25 }}>{title}</h1>
      {intro && <p css={{ margin: `${space(2)} 0 0`, color: colors.muted }}>{intro}</p>}
      <div css={{ marginTop: space(6) }}>{children}</div>
    </main>
  );
}
