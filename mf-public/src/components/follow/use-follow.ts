/**
 * A follow (or favourite) toggle (spec doc 2 §4 "Follow"): the flag flips at once, the server is told, and a
 * refusal puts the flag back. The first state comes from GET site/<type>/<id> for a signed-in user (a failed
 * check means "not followed"); an anonymous click goes to the login page and comes back here afterwards.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { followTarget } from '@sermon/shared-contracts/api/follow-target';
import { getFollowStatus } from '@sermon/shared-contracts/api/get-follow-status';
import { unfollowTarget } from '@sermon/shared-contracts/api/unfollow-target';
import { ACCOUNT_ERROR_CODES, type FollowTargetType } from '@sermon/shared-contracts/constants/accounts';
import { isApiError } from '@sermon/shared-contracts/errors/api-error';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { loginPathFor } from '@sermon/shared-contracts/rules/roles';

/** Why the last toggle did not stick. */
export type FollowProblem = 'limit' | 'failed';

export interface FollowState {
  followed: boolean;
  /** the first state is still being read from the server */
  checking: boolean;
  /** a toggle is on its way to the server */
  saving: boolean;
  problem: FollowProblem | null;
  toggle: () => void;
}

export interface UseFollowOptions {
  /** Known already (a list of what the user follows): no status request is made. */
  initialFollowed?: boolean;
  /** Told after the server accepted a change (e.g. a list drops the row). */
  onChange?: (followed: boolean) => void;
}

export function useFollow(type: FollowTargetType, id: string, { initialFollowed, onChange }: UseFollowOptions = {}): FollowState {
  const { status } = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = status === 'signed-in';
  // at page start the shell may still be turning a stored token into the user: wait rather than guess
  const sessionLoading = status === 'loading';
  const known = initialFollowed !== undefined;
  const [followed, setFollowed] = useState(initialFollowed ?? false);
  const [checking, setChecking] = useState((signedIn || sessionLoading) && !known);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<FollowProblem | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (known || sessionLoading) return;
    if (!signedIn) {
      setFollowed(false);
      setChecking(false);
      return;
    }
    const controller = new AbortController();
    setChecking(true);
    getFollowStatus(client, type, id, { signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setFollowed(answer.followed);
        setChecking(false);
      },
      () => {
        // a network failure reads as "not followed" too (spec doc 2 §8: follow-status checks return false)
        if (controller.signal.aborted) return;
        setFollowed(false);
        setChecking(false);
      },
    );
    return () => controller.abort();
  }, [client, type, id, signedIn, sessionLoading, known]);

  const toggle = useCallback(() => {
    if (sessionLoading) return;
    if (!signedIn) {
      navigate(loginPathFor(location.pathname + location.search));
      return;
    }
    if (saving || checking) return;
    const wanted = !followed;
    setFollowed(wanted);
    setSaving(true);
    setProblem(null);
    const request = wanted ? followTarget(client, type, id) : unfollowTarget(client, type, id);
    request.then(
      () => {
        setSaving(false);
        onChangeRef.current?.(wanted);
      },
      (error: unknown) => {
        setFollowed(!wanted);
        setSaving(false);
        setProblem(isApiError(error) && error.apiCode === ACCOUNT_ERROR_CODES.followLimit ? 'limit' : 'failed');
      },
    );
  }, [sessionLoading, signedIn, navigate, location.pathname, location.search, saving, checking, followed, client, type, id]);

  return { followed, checking: checking || (sessionLoading && !known), saving, problem, toggle };
}
