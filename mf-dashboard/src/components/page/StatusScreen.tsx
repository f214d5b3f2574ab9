import type { ReactNode } from 'react';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';

/** A page that is only a message (not found, no permission): status code, title, explanation and what to do. */
export function StatusScreen({
  status,
  title,
  children,
  actions,
  testId,
}: {
  status?: number;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  usePageTitle(title);
  return (
    <section
      data-testid={testId}
      data-status={status}
      css={{ textAlign: 'center', padding: `${space(14)} ${space(4)}`, color: colors.text, maxWidth: 640, margin: '0 auto' }}
    >
      {status !== undefined && (
        <p data-testid="dashboard-status-code" css={{ fontSize: '3rem', fontWeight: 800, margin: 0, color: colors.faint, lineHeight: 1 }}>
          {status}
        </p>
      )}
      <h1 css={{ fontSize: '1.5rem', margin: `${space(3)} 0 ${space(3)}` }}>{title}</h1>
      {children && <div css={{ color: colors.muted, margin: `0 0 ${space(6)}`, lineHeight: 1.6 }}>{children}</div>}
      {actions && <div css={{ display: 'flex', gap: space(3), justifyContent: 'center', flexWrap: 'wrap', marginTop: space(5) }}>{actions}</div>}
    </section>
  );
}
