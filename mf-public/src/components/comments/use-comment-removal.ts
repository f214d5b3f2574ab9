// Deleting comments from a list in place: the row goes once the server agreed, and stays with a note if not.
import { useCallback, useState } from 'react';
import { deleteComment } from '@sermon/shared-contracts/api/delete-comment';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';

export interface CommentRemoval {
  isRemoved: (commentID: number) => boolean;
  remove: (commentID: number) => void;
  /** CommentItem's delete props for one comment: busy while deleting, a note when its deletion failed last; `allowed` false shows no Delete */
  itemProps: (commentID: number, allowed?: boolean) => { onDelete?: () => void; deleting: boolean; deleteFailed: boolean };
}

export function useCommentRemoval(onRemoved?: (commentID: number) => void): CommentRemoval {
  const client = useApiClient();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [deleting, setDeleting] = useState<ReadonlySet<number>>(new Set());
  const [failedID, setFailedID] = useState<number | null>(null);

  const remove = useCallback(
    (commentID: number) => {
      setFailedID(null);
      setDeleting((ids) => new Set(ids).add(commentID));
      const done = () =>
        setDeleting((ids) => {
          const next = new Set(ids);
          next.delete(commentID);
          return next;
        });
      deleteComment(client, commentID).then(
        () => {
          done();
          setRemoved((ids) => new Set(ids).add(commentID));
          onRemoved?.(commentID);
        },
        () => {
          done();
          setFailedID(commentID);
        },
      );
    },
    [client, onRemoved],
  );

  return {
    isRemoved: (commentID) => removed.has(commentID),
    remove,
    itemProps: (commentID, allowed = true) => ({
      onDelete: allowed ? () => remove(commentID) : undefined,
      deleting: deleting.has(commentID),
      deleteFailed: failedID === commentID,
    }),
  };
}
