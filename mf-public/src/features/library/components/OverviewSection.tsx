// A short list on the library overview: the first few of one kind, "See all" to its tab, or what to do when empty.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import { useQuery } from '../../../components/api/use-query';
import { LoadError } from '../../../components/feedback/LoadError';
import { Spinner } from '../../../components/feedback/Spinner';
import { Section } from '../../../components/layout/PageHeader';
import { TextLink } from '../../../components/links/TextLink';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';

interface Props<T> {
  id: string;
  title: ReactNode;
  /** the tab with everything */
  seeAllTo: string;
  fetchFirst: (signal: AbortSignal) => Promise<NodeList<T>>;
  render: (items: T[]) => ReactNode;
  emptyText: ReactNode;
}

export function OverviewSection<T>({ id, title, seeAllTo, fetchFirst, render, emptyText }: Props<T>) {
  // secondary loads: the overview's several sections would otherwise each drive the shell's progress bar
  const first = useQuery(`library-overview:${id}`, fetchFirst, { progress: false });
  const hasItems = first.status === 'success' && first.data.results.length > 0;
  return (
    <div data-testid={`overview-${id}`}>
      <Section
        labelId={`overview-${id}-title`}
        title={title}
        action={
          hasItems ? (
            <TextLink to={seeAllTo} data-testid={`overview-${id}-see-all`}>
              <Trans>See all</Trans>
            </TextLink>
          ) : undefined
        }
      >
        {first.status === 'loading' && <Spinner />}
        {first.status === 'error' && <LoadError onRetry={first.retry} />}
        {first.status === 'success' &&
          (hasItems ? (
            render(first.data.results)
          ) : (
            <p data-testid={`overview-${id}-empty`} css={{ margin: 0, padding: `${space(3)} 0`, color: colors.muted }}>
              {emptyText}
            </p>
          ))}
      </Section>
    </div>
  );
}
