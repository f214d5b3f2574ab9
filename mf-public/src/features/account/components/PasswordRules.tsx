import { useLingui } from '@lingui/react/macro';
import type { PasswordProblem } from '@sermon/shared-contracts/rules/account-validation';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { PASSWORD_RULES } from '../problem-labels';

/** The password rules as a checklist that ticks off while the user types. */
export function PasswordRules({ problems, id }: { problems: readonly PasswordProblem[]; id?: string }) {
  const { i18n, t } = useLingui();
  return (
    <ul id={id} data-testid="password-rules" css={{ listStyle: 'none', padding: 0, margin: `${space(2)} 0 0`, display: 'grid', gap: space(1) }}>
      {PASSWORD_RULES.map(({ problem, label }) => {
        const met = !problems.includes(problem);
        return (
          <li
            key={problem}
            data-met={met}
            css={{ display: 'flex', gap: space(2), alignItems: 'center', fontSize: '0.9rem', color: met ? colors.success : colors.muted }}
          >
            <span aria-hidden="true" css={{ width: '1.2em', textAlign: 'center', fontWeight: 700 }}>
              {met ? '✓' : '•'}
            </span>
            <span>
              {i18n._(label)}
              <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {met ? t`(done)` : t`(still needed)`}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
