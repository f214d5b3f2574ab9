// /library/history: played sermons, most recent first, with where each stopped; Clear history asks first.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { clearHistory } from '@sermon/shared-contracts/api/clear-history';
import { deleteHistoryEntry } from '@sermon/shared-contracts/api/delete-history-entry';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { ConfirmAction } from '../../components/confirm/ConfirmAction';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { InfiniteList } from '../../components/infinite-list/InfiniteList';
import { pagingProps } from '../../components/infinite-list/paging-props';
import { space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useHistoryPages } from './api/get-history';
import { HistoryRow } from './components/HistoryRow';

export function HistoryTab() {
  const { t } = useLingui();
  usePageTitle(t`History`);
  const client = useApiClient();
  const [reload, setReload] = useState(0);
  const list = useHistoryPages(reload);
  const [clearing, setClearing] = useState(false);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const items = list.items.filter((entry) => !removed.has(entry.sermonID));

  const clearAll = () => {
    setClearing(true);
    setFailed(false);
    clearHistory(client).then(
      () => {
        setClearing(false);
        setRemoved(new Set());
        setReload((n) => n + 1);
      },
      () => {
        setClearing(false);
        setFailed(true);
      },
    );
  };

  const removeOne = (sermonID: string) => {
    setRemoving(sermonID);
    setFailed(false);
    deleteHistoryEntry(client, sermonID).then(
      () => {
        setRemoving(null);
        setRemoved((ids) => new Set(ids).add(sermonID));
      },
      () => {
        setRemoving(null);
        setFailed(true);
      },
    );
  };

  return (
    <>
      {items.length > 0 && (
        <div css={{ display: 'flex', justifyContent: 'flex-end', marginBottom: space(4) }}>
          <ConfirmAction
            testId="history-clear"
            variant="secondary"
            label={<Trans>Clear history</Trans>}
            question={<Trans>Clear your whole listening history?</Trans>}
            confirmLabel={<Trans>Clear history</Trans>}
            busy={clearing}
            onConfirm={clearAll}
          />
        </div>
      )}
      {failed && (
        <div css={{ marginBottom: space(4) }}>
          <FormAlert kind="error">
            <Trans>That did not work. Please try again.</Trans>
          </FormAlert>
        </div>
      )}
      <InfiniteList
        items={items}
        {...pagingProps(list)}
        getKey={(entry) => entry.sermonID}
        layout="column"
        renderItem={(entry) => (
          <HistoryRow entry={entry} removing={removing === entry.sermonID} onRemove={() => removeOne(entry.sermonID)} />
        )}
        testId="history-list"
        emptyText={<Trans>Sermons you play will be listed here, so you can pick up where you stopped.</Trans>}
      />
    </>
  );
}
