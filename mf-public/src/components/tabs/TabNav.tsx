// Tabs that are pages (/library/history, /feed/sermons...): links, so each tab has its address and Back works.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { colors, focusRing, space } from '@sermon/shared-contracts/mf/theme/tokens';

export interface Tab {
  to: string;
  label: ReactNode;
  /** the tab is current only on exactly its address (an overview tab whose path prefixes the others) */
  end?: boolean;
  testId?: string;
}

export function TabNav({ tabs, label, testId }: { tabs: readonly Tab[]; label: string; testId?: string }) {
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a narrow screen the row scrolls sideways: bring the current tab into view (without moving the page).
  useLayoutEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    // the list is positioned, so offsetLeft is measured from its start whatever its scroll
    const start = current.offsetLeft;
    const end = start + current.offsetWidth;
    if (start < list.scrollLeft) list.scrollLeft = start;
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
  }, [pathname]);
  return (
    <nav aria-label={label} data-testid={testId} css={{ borderBottom: `1px solid ${colors.border}`, marginBottom: space(6) }}>
      <ul
        ref={listRef}
        css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: space(1), overflowX: 'auto', scrollbarWidth: 'thin', position: 'relative' }}
      >
        {tabs.map((tab) => (
          <li key={tab.to} css={{ flex: 'none' }}>
            <NavLink
              to={tab.to}
              end={tab.end}
              data-testid={tab.testId}
              css={{
                display: 'block',
                padding: `${space(2.5)} ${space(3)}`,
                color: colors.muted,
                fontWeight: 600,
                textDecoration: 'none',
                borderBottom: '3px solid transparent',
                marginBottom: -1,
                '&:hover': { color: colors.text },
                '&[aria-current="page"]': { color: colors.accent, borderBottomColor: colors.accent },
                ...focusRing,
              }}
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
