import type { ReactNode } from 'react';
import { colors, radius, shadow, space } from '@sermon/shared-contracts/mf/theme/tokens';

/** One block of /user/settings; `id` is the address fragment the section list and other pages link to. */
export function SettingsSection({ id, title, description, children, tone = 'normal' }: { id: string; title: ReactNode; description?: ReactNode; children: ReactNode; tone?: 'normal' | 'danger' }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-testid={`settings-${id}`}
      css={{
        scrollMarginTop: space(20),
        padding: space(6),
        background: colors.surface,
        border: `1px solid ${tone === 'danger' ? colors.dangerBorder : colors.border}`,
        borderRadius: radius.lg,
        boxShadow: shadow.card,
        '@media (max-width: 480px)': { padding: space(4) },
      }}
    >
      <h2 id={`${id}-title`} css={{ margin: 0, fontSize: '1.25rem', color: tone === 'danger' ? colors.danger : colors.text }}>
        {title}
      </h2>
      {description && <p css={{ margin: `${space(1.5)} 0 0`, color: colors.muted }}>{description}</p>}
      <div css={{ marginTop: space(5) }}>{children}</div>
    </section>
  );
}
