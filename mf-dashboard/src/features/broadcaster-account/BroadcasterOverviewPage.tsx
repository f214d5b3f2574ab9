// /broadcaster/overview (optional ?coupon=): what a broadcaster account gives (spec doc 1 §1, "Broadcaster
// marketing content"), with the way in: sign up (the coupon travels along) or sign in.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { breakpoints, colors, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { buttonLinkStyle, secondaryButtonLinkStyle } from '../../components/page/dashboard-styles';
import { useSignupCoupon } from './api/use-signup-params';
import { AccountFrame } from './components/AccountFrame';
import { CouponBanner } from './components/CouponBanner';

/** The spec's list, in its order; `soon` marks what is announced but not there yet. */
function useFeatures(): Array<{ key: string; label: string; soon?: boolean }> {
  const { t } = useLingui();
  return [
    { key: 'unlimited', label: t`Unlimited sermons` },
    { key: 'webcasting', label: t`Live webcasting` },
    { key: 'devices', label: t`Every device: phones, tablets, computers` },
    { key: 'global', label: t`Global sermons`, soon: true },
    { key: 'transcripts', label: t`Transcripts` },
    { key: 'finder', label: t`Church finder` },
    { key: 'multicast', label: t`Multicasting` },
    { key: 'social', label: t`Cross publishing to social platforms` },
    { key: 'podcast', label: t`Podcasting` },
    { key: 'solo', label: t`Standalone site and app` },
    { key: 'articles', label: t`Articles` },
    { key: 'vault', label: t`AI features in the vault` },
    { key: 'tv', label: t`Smart TV` },
    { key: 'speaker', label: t`Smart speaker` },
    { key: 'roku', label: t`Roku` },
    { key: 'private', label: t`Private webcasts` },
    { key: 'donations', label: t`Donations` },
    { key: 'listenline', label: t`Listen line` },
    { key: 'analytics', label: t`Analytics` },
    { key: 'promotion', label: t`Promotional tools` },
    { key: 'embed', label: t`Embed editor` },
    { key: 'batch', label: t`Batch upload by FTP, RSS and Dropbox` },
    { key: 'vacant', label: t`Vacant pulpits directory` },
    { key: 'tutorials', label: t`Tutorials` },
    { key: 'api', label: t`API` },
    { key: 'bible', label: t`Bible software partnerships` },
  ];
}

export function BroadcasterOverviewPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const couponCode = params.get('coupon')?.trim() || null;
  const coupon = useSignupCoupon(couponCode);
  const features = useFeatures();
  const signUpHref = couponCode ? `/broadcaster/sign-up?${new URLSearchParams({ coupon: couponCode }).toString()}` : '/broadcaster/sign-up';
  return (
    <AccountFrame
      wide
      title={t`Share your sermons with the world`}
      intro={t`A broadcaster account gives your church, ministry, school or radio station everything it needs to publish preaching and reach listeners.`}
      testId="broadcaster-overview"
    >
      {couponCode && <CouponBanner code={couponCode} coupon={coupon} />}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
        <Link to={signUpHref} css={buttonLinkStyle} data-testid="overview-sign-up">
          <Trans>Sign up</Trans>
        </Link>
        <Link to="/broadcaster/sign-in" css={secondaryButtonLinkStyle} data-testid="overview-sign-in">
          <Trans>Sign in</Trans>
        </Link>
      </div>
      <h2 css={{ margin: 0, fontSize: '1.15rem' }}>
        <Trans>What every broadcaster gets</Trans>
      </h2>
      <ul
        data-testid="broadcaster-features"
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: space(2),
          gridTemplateColumns: 'minmax(0, 1fr)',
          [breakpoints.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [breakpoints.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {features.map((feature) => (
          <li
            key={feature.key}
            css={{
              display: 'flex',
              alignItems: 'center',
              gap: space(2),
              padding: `${space(3)} ${space(3)}`,
              border: `1px solid ${colors.border}`,
              borderRadius: radius.md,
              background: colors.surfaceAlt,
              minWidth: 0,
            }}
          >
            <span aria-hidden css={{ color: colors.success, fontWeight: 700 }}>
              ✓
            </span>
            <span css={{ overflowWrap: 'anywhere' }}>{feature.label}</span>
            {feature.soon && (
              <span css={{ marginLeft: 'auto', fontSize: '0.75rem', fontWeight: 700, color: colors.accent, background: colors.accentSurface, borderRadius: radius.pill, padding: `${space(0.5)} ${space(2)}`, whiteSpace: 'nowrap' }}>
                <Trans>Coming soon</Trans>
              </span>
            )}
          </li>
        ))}
      </ul>
    </AccountFrame>
  );
}
