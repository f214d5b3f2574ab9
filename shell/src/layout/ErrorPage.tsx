import { Trans, useLingui } from '@lingui/react/macro';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import type { LocaleCode } from '@sermon/shared-contracts/i18n/locales';
import { urlFor } from '@sermon/shared-contracts/routes/route-table';
import { ShellLink } from './ShellLink';
import { shellTheme } from './theme';

export const DEFAULT_ERROR_STATUS = 404;

interface ErrorPageProps {
  /** defaults to 404, as the spec's default error page */
  status?: number;
  /** defaults to 'An error occurred' */
  message?: string;
  locale: LocaleCode;
}

/** The error page: status code and message, and a way home. */
export function ErrorPage({ status = DEFAULT_ERROR_STATUS, message, locale }: ErrorPageProps) {
  const { t } = useLingui();
  const text = message ?? t`An error occurred`;
  useEffect(() => {
    emitPlatformEvent('shell:title', { title: text });
  }, [text]);
  return (
    <div
      data-testid="error-page"
      data-status={status}
      css={{ maxWidth: 720, margin: '0 auto', padding: '72px 24px', textAlign: 'center', color: shellTheme.text }}
    >
      <p css={{ margin: 0, fontSize: 72, fontWeight: 800, lineHeight: 1 }}>{status}</p>
      <h1 css={{ margin: '16px 0 24px', fontSize: 26, fontWeight: 600 }}>{text}</h1>
      <ShellLink
        href={urlFor('index', {}, locale)}
        css={{
          display: 'inline-block',
          padding: '10px 20px',
          borderRadius: 6,
          background: shellTheme.pageAccent,
          color: shellTheme.pageAccentText,
          fontWeight: 600,
          textDecoration: 'none',
          '&:hover': { background: shellTheme.pageAccentHover },
        }}
      >
        <Trans>Go to the home page</Trans>
      </ShellLink>
    </div>
  );
}

/** The 404 for a URL that no remote renders. */
export function NotFoundPage({ locale }: { locale: LocaleCode }) {
  const { t } = useLingui();
  return <ErrorPage status={404} message={t`This page could not be found`} locale={locale} />;
}

/**
 * If showing the error page itself fails, fall back to a plain message and a plain link home: nothing
 * here may depend on what just broke.
 */
export class ErrorPageBoundary extends Component<{ homeHref: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The error page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorPageFallback homeHref={this.props.homeHref} />;
  }
}

export function ErrorPageFallback({ homeHref }: { homeHref: string }) {
  return (
    <div role="alert" data-testid="error-page-fallback" style={{ padding: '48px 24px', textAlign: 'center' }}>
      <p>
        <Trans>Something went wrong while showing this error.</Trans>
      </p>
      <a href={homeHref}>
        <Trans>Go to the home page</Trans>
      </a>
    </div>
  );
}
