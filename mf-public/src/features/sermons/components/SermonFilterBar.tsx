import { useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BIBLE_BOOKS, findBibleBook } from '@sermon/shared-contracts/constants/bible-books';
import { MEDIA_FILTERS } from '@sermon/shared-contracts/constants/media-filter';
import { SERMON_SORT_OPTIONS, parseSermonSort } from '@sermon/shared-contracts/constants/sermon-sort';
import { eventTypeLabel } from '@sermon/shared-contracts/mf/event-type-labels';
import { useFormatters } from '../../../components/format/use-formatters';
import { breakpoints, colors, focusRing, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useFilterBroadcasters } from '../api/get-discover-broadcasters';
import { useFilterSeries } from '../api/get-broadcaster-series';
import { useLanguages } from '../api/get-languages';
import { useSermonEventTypes } from '../api/get-sermon-event-types';
import { useFilterSpeakers } from '../api/get-speakers';
import {
  DURATION_PRESETS,
  formatDuration,
  hasActiveFilters,
  withFilter,
  withRawFilter,
  EMPTY_FILTERS,
  FILTER_NAMES,
  sermonFiltersToSearch,
  type FilterName,
  type SermonFilters as Filters,
} from '../sermon-filters';
import { BIBLE_BOOK_NAMES } from './bible-book-names';
import { durationLabel, MEDIA_LABELS, SORT_LABELS } from './sermon-labels';

interface SermonFilterBarProps {
  filters: Filters;
  /**
   * Applies a change: `update` gets the newest filters (a typed box may commit on blur just before a
   * select changes, before the address has caught up) and returns the new address query.
   */
  onChange: (update: (current: Filters) => URLSearchParams) => void;
}

/** The filter and sort bar of /sermons. Every control writes the address query; nothing else holds state. */
export function SermonFilterBar({ filters, onChange }: SermonFilterBarProps) {
  const { t, i18n } = useLingui();
  const eventTypes = useSermonEventTypes();
  const languages = useLanguages();
  const speakers = useFilterSpeakers(filters.broadcasterID);
  const broadcasters = useFilterBroadcasters();
  const series = useFilterSeries(filters.broadcasterID);
  const format = useFormatters();
  const [expanded, setExpanded] = useState(false);
  const gridId = useId();
  const activeCount = FILTER_NAMES.filter((name) => name !== 'searchKeyword' && filters[name] !== null).length;
  const raw = (name: FilterName) => (value: string) => onChange((current) => withRawFilter(current, name, value));
  // The address may name the book by OSIS abbreviation or name (/sermons/scripture/Rom); the select uses codes.
  const book = filters.book ? findBibleBook(filters.book) : undefined;

  const sortOptions = SERMON_SORT_OPTIONS.filter((option) => option !== 'relevance' || filters.searchKeyword);
  const speakerOptions = (speakers.data?.results ?? []).map((s) => ({ value: String(s.speakerID), label: s.displayName }));
  const broadcasterOptions = (broadcasters.data?.results ?? []).map((b) => ({ value: b.broadcasterID, label: b.displayName }));
  const seriesOptions = (series.data?.results ?? []).map((s) => ({ value: String(s.seriesID), label: s.title }));
  // labelled from the canonical value (description): the API's displayEventType is English on every locale
  const eventTypeOptions = (eventTypes.data?.results ?? []).map((e) => ({ value: e.description, label: eventTypeLabel(i18n, e.description) }));

  return (
    <div
      role="search"
      aria-label={t`Filter sermons`}
      css={{
        background: colors.surfaceAlt,
        border: `1px solid ${colors.border}`,
        borderRadius: radius.lg,
        padding: space(4),
        marginBottom: space(6),
        display: 'grid',
        gap: space(4),
      }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(4), alignItems: 'flex-end' }}>
        <div css={{ flex: '1 1 280px' }}>
          <TextFilter
            name="searchKeyword"
            label={<Trans>Search</Trans>}
            value={filters.searchKeyword ?? ''}
            placeholder={t`Title, speaker, topic…`}
            type="search"
            onCommit={raw('searchKeyword')}
          />
        </div>
        <Field label={<Trans>Sort by</Trans>}>
          {(id) => (
            <select
              id={id}
              data-testid="sort-select"
              value={filters.sortBy}
              onChange={(event) => {
                const sortBy = parseSermonSort(event.target.value);
                onChange((current) => withFilter(current, 'sortBy', sortBy));
              }}
              css={controlStyle}
            >
              {sortOptions.map((option) => (
                <option key={option} value={option}>
                  {i18n._(SORT_LABELS[option])}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {/* On a phone the filters fold away behind one button, so the sermons are not pushed off the screen. */}
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={gridId}
        onClick={() => setExpanded((open) => !open)}
        css={{
          justifySelf: 'start',
          font: 'inherit',
          fontWeight: 600,
          padding: `${space(2)} ${space(4)}`,
          borderRadius: radius.pill,
          border: `1px solid ${colors.accent}`,
          background: colors.surface,
          color: colors.accent,
          cursor: 'pointer',
          ...focusRing,
          [breakpoints.sm]: { display: 'none' },
        }}
      >
        {activeCount > 0 ? <Trans>Filters ({activeCount})</Trans> : <Trans>Filters</Trans>}
      </button>
      <div
        id={gridId}
        css={{
          display: expanded ? 'grid' : 'none',
          gap: space(3),
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          [breakpoints.sm]: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' },
        }}
      >
        <SelectFilter
          name="eventType"
          label={<Trans>Event type</Trans>}
          anyLabel={t`All event types`}
          value={filters.eventType}
          options={eventTypeOptions}
          unknownLabel={filters.eventType ? eventTypeLabel(i18n, filters.eventType) : undefined}
          onCommit={raw('eventType')}
        />
        <SelectFilter
          name="languageCode"
          label={<Trans>Language</Trans>}
          anyLabel={t`All languages`}
          value={filters.languageCode}
          options={(languages.data?.results ?? []).map((l) => ({ value: l.languageCode, label: l.localizedName || l.languageName }))}
          onCommit={raw('languageCode')}
        />
        <SelectFilter
          name="speakerID"
          label={<Trans>Speaker</Trans>}
          anyLabel={t`All speakers`}
          value={filters.speakerID === null ? null : String(filters.speakerID)}
          options={speakerOptions}
          unknownLabel={t`Selected speaker`}
          onCommit={raw('speakerID')}
        />
        <SelectFilter
          name="broadcasterID"
          label={<Trans>Broadcaster</Trans>}
          anyLabel={t`All broadcasters`}
          value={filters.broadcasterID}
          options={broadcasterOptions}
          unknownLabel={t`Selected broadcaster`}
          onCommit={(value) =>
            onChange((current) => {
              // A series belongs to one broadcaster: choosing another one drops it.
              const next = withRawFilter(current, 'broadcasterID', value);
              next.delete('series');
              return next;
            })
          }
        />
        {(filters.broadcasterID || filters.series) && (
          <SelectFilter
            name="series"
            label={<Trans context="one series">Series</Trans>}
            anyLabel={t`All series`}
            value={filters.series}
            options={seriesOptions}
            unknownLabel={t`Selected series`}
            onCommit={raw('series')}
          />
        )}
        <SelectFilter
          name="book"
          label={<Trans>Bible book</Trans>}
          anyLabel={t`All books`}
          value={book?.code ?? filters.book}
          options={BIBLE_BOOKS.map((b) => ({ value: b.code, label: i18n._(BIBLE_BOOK_NAMES[b.code] ?? { id: b.name }) }))}
          onCommit={raw('book')}
        />
        {book && (
          <SelectFilter
            name="chapter"
            label={<Trans>Chapter</Trans>}
            anyLabel={t`All chapters`}
            value={filters.chapter === null ? null : String(filters.chapter)}
            options={Array.from({ length: book.chapters }, (_, i) => ({ value: String(i + 1), label: format.number(i + 1) }))}
            onCommit={raw('chapter')}
          />
        )}
        <TextFilter
          name="year"
          label={<Trans>Year preached</Trans>}
          value={filters.year === null ? '' : String(filters.year)}
          inputMode="numeric"
          placeholder={t`e.g. 1885`}
          onCommit={raw('year')}
        />
        <SelectFilter
          name="media"
          label={<Trans>Media</Trans>}
          anyLabel={t`Any media`}
          value={filters.media}
          options={MEDIA_FILTERS.map((media) => ({ value: media, label: i18n._(MEDIA_LABELS[media]) }))}
          onCommit={raw('media')}
        />
        <SelectFilter
          name="duration"
          label={<Trans>Duration</Trans>}
          anyLabel={t`Any length`}
          value={filters.duration ? formatDuration(filters.duration) : null}
          options={DURATION_PRESETS.map((range) => ({
            value: formatDuration(range),
            label: i18n._(durationLabel(range.minSeconds, range.maxSeconds)),
          }))}
          unknownLabel={t`Custom length`}
          onCommit={raw('duration')}
        />
      </div>
      {hasActiveFilters(filters) && (
        <div>
          <button
            type="button"
            data-testid="filters-clear"
            onClick={() =>
              onChange((current) =>
                sermonFiltersToSearch({ ...EMPTY_FILTERS, sortBy: current.sortBy === 'relevance' ? 'newest' : current.sortBy }),
              )
            }
            css={{
              font: 'inherit',
              fontSize: '0.9rem',
              border: 'none',
              background: 'none',
              color: colors.accent,
              fontWeight: 600,
              cursor: 'pointer',
              padding: 0,
              ...focusRing,
            }}
          >
            <Trans>Clear all filters</Trans>
          </button>
        </div>
      )}
    </div>
  );
}

function Field({ label, children }: { label: ReactNode; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space(1), minWidth: 0 }}>
      <label htmlFor={id} css={{ fontSize: '0.8rem', fontWeight: 600, color: colors.muted }}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

interface Option {
  value: string;
  label: string;
}

function SelectFilter({
  name,
  label,
  anyLabel,
  value,
  options,
  unknownLabel,
  onCommit,
}: {
  name: FilterName;
  label: ReactNode;
  anyLabel: string;
  value: string | null;
  options: Option[];
  /** shown for a value from the address that the loaded options do not contain */
  unknownLabel?: string;
  onCommit: (value: string) => void;
}) {
  const missing = value !== null && !options.some((option) => option.value === value);
  return (
    <Field label={label}>
      {(id) => (
        <select
          id={id}
          data-testid={`filter-${name}`}
          value={value ?? ''}
          onChange={(event) => onCommit(event.target.value)}
          css={controlStyle}
        >
          <option value="">{anyLabel}</option>
          {missing && <option value={value}>{unknownLabel ?? value}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A typed filter is applied on Enter or when the box loses focus, not on every keystroke. */
function TextFilter({
  name,
  label,
  value,
  placeholder,
  type = 'text',
  inputMode,
  onCommit,
}: {
  name: FilterName;
  label: ReactNode;
  value: string;
  placeholder?: string;
  type?: 'text' | 'search';
  inputMode?: 'numeric';
  onCommit: (value: string) => void;
}) {
  const commit = (text: string) => {
    if (text.trim() !== value) onCommit(text);
  };
  return (
    <Field label={label}>
      {(id) => (
        <input
          // A new value from the address (back button, clear) replaces what was typed.
          key={value}
          id={id}
          name={name}
          type={type}
          data-testid={`filter-${name}`}
          defaultValue={value}
          placeholder={placeholder}
          inputMode={inputMode}
          onBlur={(event) => commit(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit(event.currentTarget.value);
            }
          }}
          css={controlStyle}
        />
      )}
    </Field>
  );
}

const controlStyle = {
  font: 'inherit',
  fontSize: '0.95rem',
  width: '100%',
  boxSizing: 'border-box',
  padding: `${space(2)} ${space(3)}`,
  borderRadius: radius.sm,
  border: `1px solid ${colors.border}`,
  background: colors.surface,
  color: colors.text,
  minHeight: 40,
  ...focusRing,
} as const;
