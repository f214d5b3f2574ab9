import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { PageHeader } from '../../components/layout/PageHeader';
import { breakpoints, colors, radius, shadow, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { ActionLink } from './components/ActionLink';

/** /user/about: what a free listener account gives, with the way in. */
export function AboutPage() {
  const { t } = useLingui();
  const { status } = useSession();
  usePageTitle(t`Your free account`);
  const benefits: Array<{ icon: string; title: ReactNode; text: ReactNode }> = [
    {
      icon: '★',
      title: <Trans>Follow</Trans>,
      text: <Trans>Follow speakers, series and churches, and find their new sermons in your feed.</Trans>,
    },
    {
      icon: '♥',
      title: <Trans>Favorites</Trans>,
      text: <Trans>Keep the sermons you want to hear again in your library.</Trans>,
    },
    {
      icon: '↻',
      title: <Trans>History that resumes</Trans>,
      text: <Trans>Stopped halfway? Open the sermon on any device and continue where you left off.</Trans>,
    },
    {
      icon: '✎',
      title: <Trans>Comments</Trans>,
      text: <Trans>Share what a sermon meant to you and read what others say.</Trans>,
    },
    {
      icon: '⌂',
      title: <Trans>My Church</Trans>,
      text: <Trans>Choose your own church and open its page in one step from the menu.</Trans>,
    },
    {
      icon: '▭',
      title: <Trans>TV</Trans>,
      text: <Trans>Sign in on your TV by typing a short code on your phone or computer.</Trans>,
    },
  ];
  return (
    <main data-testid="about-page">
      <PageHeader
        title={<Trans>A free account for listeners</Trans>}
        subtitle={<Trans>Everything on the site stays free to hear. An account keeps your listening together.</Trans>}
      />
      <ul
        css={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'grid',
          gap: space(4),
          gridTemplateColumns: '1fr',
          [breakpoints.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
          [breakpoints.md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
        }}
      >
        {benefits.map((benefit, index) => (
          <li
            key={index}
            css={{ padding: space(5), background: colors.surface, border: `1px solid ${colors.border}`, borderRadius: radius.lg, boxShadow: shadow.card }}
          >
            <span
              aria-hidden="true"
              css={{
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: 40,
                height: 40,
                borderRadius: radius.pill,
                background: colors.surfaceAlt,
                color: colors.accent,
                fontSize: '1.3rem',
              }}
            >
              {benefit.icon}
            </span>
            <h2 css={{ margin: `${space(3)} 0 ${space(1)}`, fontSize: '1.15rem' }}>{benefit.title}</h2>
            <p css={{ margin: 0, color: colors.muted }}>{benefit.text}</p>
          </li>
        ))}
      </ul>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3), marginTop: space(8) }}>
        {status === 'signed-in' ? (
          <ActionLink to="/user/settings" testId="about-settings">
            <Trans>Your settings</Trans>
          </ActionLink>
        ) : (
          <>
            <ActionLink to="/user/login?signup=true" testId="about-sign-up">
              <Trans>Create account</Trans>
            </ActionLink>
            <ActionLink to="/user/login" variant="secondary" testId="about-sign-in">
              <Trans>Sign in</Trans>
            </ActionLink>
          </>
        )}
      </div>
    </main>
  );
}
