import type { ReactNode } from 'react';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { breakpoints, colors, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

export interface DashboardPageProps {
  title: string;
  breadcrumbs?: Crumb[];
  /** buttons of the sticky header (a Save button: <Button type="submit" form={formId}>) */
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/**
 * Every dashboard page: a sticky header with breadcrumb, title (also the document title) and the page's action
 * buttons, then the content (spec doc 1 §4 "Dashboard pages have a title, breadcrumb, sticky header with action buttons").
 */
export function DashboardPage({ title, breadcrumbs = [], actions, children, testId }: DashboardPageProps) {
  usePageTitle(title);
  return (
    <article data-testid={testId} css={{ minWidth: 0 }}>
      <header
        data-testid="dashboard-page-header"
        css={{
          position: 'sticky',
          // below the shell's header, whose height the shell publishes (fallback: its usual 64 px)
          top: 'var(--shell-header-height, 0px)',
          zIndex: 5,
          background: colors.background,
          borderBottom: `1px solid ${colors.border}`,
          padding: `${space(3)} ${space(4)}`,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: space(3),
          [breakpoints.md]: { padding: `${space(4)} ${space(6)}` },
        }}
      >
        <div css={{ flex: '1 1 240px', minWidth: 0, display: 'grid', gap: space(1) }}>
          <Breadcrumbs crumbs={breadcrumbs} />
          <h1 css={{ margin: 0, fontSize: '1.375rem', lineHeight: 1.25, fontWeight: 700, color: colors.text, overflowWrap: 'anywhere' }}>{title}</h1>
        </div>
        {actions && (
          <div
            data-testid="dashboard-page-actions"
            css={{
              display: 'flex',
              gap: space(2),
              alignItems: 'center',
              // Phones: one row that scrolls sideways, so a page with many actions (the sermon editor) keeps
              // a short sticky header instead of three rows of buttons over the form. A row that fits stays
              // beside the title; a longer one wraps below it and shrinks to the width. The padding keeps
              // the buttons' focus rings inside the scrolling box.
              flex: '0 1 auto',
              minWidth: 0,
              flexWrap: 'nowrap',
              overflowX: 'auto',
              padding: 3,
              margin: -3,
              '& > *': { flexShrink: 0 },
              [breakpoints.md]: { flexWrap: 'wrap', overflowX: 'visible' },
            }}
          >
            {actions}
          </div>
        )}
      </header>
      <div css={{ padding: space(4), display: 'grid', gap: space(4), minWidth: 0, [breakpoints.md]: { padding: space(6) } }}>{children}</div>
    </article>
  );
}
