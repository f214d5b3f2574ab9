// The sermon language dropdown (spec doc 1 §2): the translated versions of a sermon, each a link that opens that
// sermon with autoplay on. Shared by the sermon page (mf-public) and the player's expanded view (mf-player).
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { getSermonLanguages } from '../api/get-sermon-languages';
import type { SermonLanguageOption } from '../entities/sermon-language';
import { pageColors } from './page-colors';
import { PlatformLink } from './PlatformLink';
import { Spinner } from './Spinner';
import { visuallyHidden } from './visually-hidden';
import { useApiClient } from './use-api-client';

export interface SermonLanguageMenuProps {
  /** the sermon whose translations are listed */
  sermonID: string;
  /** the version shown now, highlighted (default: sermonID) */
  currentSermonID?: string;
  /** locale-free address an option opens (default: that sermon's page with autoplay on) */
  linkTo?: (option: SermonLanguageOption) => string;
  /** called when the listener picks an option (the link then navigates) */
  onSelect?: (option: SermonLanguageOption) => void;
}

/** Spec §4 "Dropdowns": flip upward when less than this is left free below the open menu. */
export const FLIP_MARGIN_PX = 20;

export const sermonAutoplayPath = (option: SermonLanguageOption): string =>
  `/sermons/${encodeURIComponent(option.sermonID)}?autoplay=1`;

/** Hidden unless the sermon has more than one language; a spinner while the list loads; nothing if it fails. */
export function SermonLanguageMenu({ sermonID, currentSermonID = sermonID, linkTo = sermonAutoplayPath, onSelect }: SermonLanguageMenuProps) {
  const languages = useSermonLanguages(sermonID);
  if (languages.status === 'loading') return <LoadingLanguages />;
  if (languages.status === 'failed' || languages.options.length < 2) return null;
  return <LanguageDropdown options={languages.options} currentSermonID={currentSermonID} linkTo={linkTo} onSelect={onSelect} />;
}

type LanguagesState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; options: SermonLanguageOption[] };

/**
 * Spec doc 1 §3: sermon caches fill once. A sermon's translations do not change while a page is open, so the
 * list is kept per locale (names are localized) and sermon; bounded so a long session does not grow it forever.
 */
const cache = new Map<string, SermonLanguageOption[]>();
const CACHE_LIMIT = 100;

/** Test-only: start from an empty cache. */
export function clearSermonLanguageCache(): void {
  cache.clear();
}

function useSermonLanguages(sermonID: string): LanguagesState {
  const client = useApiClient();
  const key = `${client.locale}:${sermonID}`;
  const [state, setState] = useState<LanguagesState & { key: string }>(() => {
    const cached = cache.get(key);
    return cached ? { key, status: 'ready', options: cached } : { key, status: 'loading' };
  });

  useEffect(() => {
    const cached = cache.get(key);
    if (cached) {
      setState({ key, status: 'ready', options: cached });
      return;
    }
    setState({ key, status: 'loading' });
    const controller = new AbortController();
    getSermonLanguages(client, sermonID, { signal: controller.signal }).then(
      (list) => {
        if (controller.signal.aborted) return;
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
        cache.set(key, list.results);
        setState({ key, status: 'ready', options: list.results });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // spec doc 2 §8: a failed languages load is reported and shows nothing
        console.warn(`sermon languages: could not load the translations of sermon ${sermonID}`, error);
        setState({ key, status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [client, key, sermonID]);

  // a new sermon must not show the previous sermon's list for a render
  return state.key === key ? state : { status: 'loading' };
}

function LoadingLanguages() {
  return (
    <Spinner
      label={<Trans>Loading languages…</Trans>}
      size="small"
      data-testid="sermon-languages"
      data-state="loading"
      css={{ minHeight: 40 }}
    />
  );
}

function LanguageDropdown({
  options,
  currentSermonID,
  linkTo,
  onSelect,
}: {
  options: SermonLanguageOption[];
  currentSermonID: string;
  linkTo: (option: SermonLanguageOption) => string;
  onSelect?: (option: SermonLanguageOption) => void;
}) {
  const { t } = useLingui();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [upward, setUpward] = useState(false);
  /** which item takes focus when the keyboard opened the menu (0 first, -1 last) */
  const focusOnOpen = useRef<number | null>(null);
  const current = options.find((option) => option.sermonID === currentSermonID);
  const currentName = current?.localizedNameInLanguage ?? t`Language`;

  // Measured before paint, so a menu that would run off the bottom never shows there first.
  useLayoutEffect(() => {
    if (!open || !button.current || !menu.current) return;
    const below = window.innerHeight - button.current.getBoundingClientRect().bottom;
    setUpward(below - menu.current.offsetHeight - MENU_GAP_PX < FLIP_MARGIN_PX);
    if (focusOnOpen.current !== null) focusLink(focusOnOpen.current);
    focusOnOpen.current = null;
    // focusLink reads the DOM through refs only, so [open] is all this depends on
  }, [open]);

  // Spec §4: dropdowns close on a click away, a scroll away, or the close event (Escape, a choice).
  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) => target instanceof Node && !!root.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onScroll = (event: Event) => {
      // scrolling a long menu itself is not scrolling away
      if (!inside(event.target)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('scroll', onScroll, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', onScroll, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const links = () => [...(menu.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const index = event.key === 'ArrowDown' ? 0 : -1;
    // an open menu takes focus now; a closed one once it has rendered (the layout effect above)
    if (open) focusLink(index);
    else {
      focusOnOpen.current = index;
      setOpen(true);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') focusLink(index + 1);
    else if (event.key === 'ArrowUp') focusLink(index - 1);
    else if (event.key === 'Home') focusLink(0);
    else if (event.key === 'End') focusLink(-1);
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={root}
      data-testid="sermon-languages"
      data-state={open ? 'open' : 'closed'}
      onBlur={(event) => {
        // tabbing out of the dropdown closes it too
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      css={{ position: 'relative', display: 'inline-block' }}
    >
      <button
        ref={button}
        type="button"
        data-testid="sermon-languages-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 8,
          minHeight: 40,
          padding: '8px 14px',
          font: 'inherit',
          fontWeight: 600,
          color: pageColors.text,
          background: pageColors.surface,
          border: `1px solid ${pageColors.border}`,
          borderRadius: 999,
          cursor: 'pointer',
          '&:hover': { borderColor: pageColors.accent },
          '&:focus-visible': { outline: `3px solid ${pageColors.focus}`, outlineOffset: 2 },
        }}
      >
        <GlobeIcon />
        <span css={visuallyHidden}>
          <Trans>Language:</Trans>{' '}
        </span>
        <span lang={current?.languageCode}>{currentName}</span>
        <span aria-hidden="true" css={{ fontSize: 10, transform: open ? 'rotate(180deg)' : 'none' }}>
          ▼
        </span>
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          aria-label={t`Other languages of this sermon`}
          data-placement={upward ? 'top' : 'bottom'}
          onKeyDown={onMenuKeyDown}
          css={{
            position: 'absolute',
            left: 0,
            zIndex: 20,
            ...(upward ? { bottom: `calc(100% + ${MENU_GAP_PX}px)` } : { top: `calc(100% + ${MENU_GAP_PX}px)` }),
            minWidth: 'max(100%, 220px)',
            maxHeight: 320,
            overflowY: 'auto',
            margin: 0,
            padding: 6,
            listStyle: 'none',
            background: pageColors.surface,
            border: `1px solid ${pageColors.border}`,
            borderRadius: 12,
            boxShadow: pageColors.shadowRaised,
          }}
        >
          {options.map((option) => {
            const isCurrent = option.sermonID === currentSermonID;
            return (
              <li key={option.sermonID}>
                <PlatformLink
                  to={linkTo(option)}
                  data-testid="sermon-language-option"
                  data-current={isCurrent ? 'true' : 'false'}
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => {
                    setOpen(false);
                    onSelect?.(option);
                  }}
                  css={{
                    display: 'flex',
                    alignItems: 'baseline',
                    gap: 8,
                    padding: '8px 12px',
                    borderRadius: 8,
                    textDecoration: 'none',
                    color: isCurrent ? pageColors.accent : pageColors.text,
                    background: isCurrent ? pageColors.accentSurface : 'transparent',
                    fontWeight: isCurrent ? 700 : 500,
                    '&:hover': { background: isCurrent ? pageColors.accentSurface : pageColors.surfaceAlt },
                    '&:focus-visible': { outline: `3px solid ${pageColors.focus}`, outlineOffset: -3 },
                  }}
                >
                  <span aria-hidden="true" css={{ width: 14, flex: '0 0 14px' }}>
                    {isCurrent ? '✓' : ''}
                  </span>
                  <span lang={option.languageCode}>{option.localizedNameInLanguage}</span>
                  {option.localizedName !== option.localizedNameInLanguage && (
                    <span css={{ marginLeft: 'auto', paddingLeft: 12, fontSize: '0.85em', fontWeight: 400, color: pageColors.muted }}>
                      {option.localizedName}
                    </span>
                  )}
                </PlatformLink>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

const MENU_GAP_PX = 4;

function GlobeIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </svg>
  );
}
