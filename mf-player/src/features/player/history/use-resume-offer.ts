/**
 * "Resume from 12:34" / "Restart": when a page asks to play a sermon without saying where to start and the
 * signed-in listener has stopped part-way through it before, the player loads it paused and asks first.
 * The sermon loads while the history is looked up, so answering starts playback at once.
 * The resumeState setting decides (spec: "Resume: Ask, Resume, Restart"): ask shows the question, resume goes
 * to the saved position without asking, restart never looks the history up and starts from the beginning.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { resumablePosition } from '@sermon/shared-contracts/rules/resume-position';
import { sermonDurationSeconds } from '@sermon/shared-contracts/rules/sermon-duration';
import type { PlayerStateName } from '@sermon/shared-contracts/machines/player.machine';
import type { PlayRequest, PlayRequestControls } from '../use-player';
import type { PlayHistory } from './play-history';

export interface ResumeOffer {
  sermonID: string;
  /** seconds into the sermon */
  position: number;
}

export interface ResumeOfferControls {
  offer: ResumeOffer | null;
  /** use as usePlayer's onPlayRequest */
  handlePlayRequest: (request: PlayRequest, controls: PlayRequestControls) => void;
  resume: () => void;
  restart: () => void;
  /** forget the question without answering it */
  withdraw: () => void;
}

const STARTED: readonly PlayerStateName[] = ['Buffering', 'Playing'];

export function useResumeOffer(history: PlayHistory | null): ResumeOfferControls {
  const [offer, setOffer] = useState<ResumeOffer | null>(null);
  const historyRef = useRef(history);
  historyRef.current = history;
  // The machine of the request being answered; the latest request wins over an older lookup.
  const pending = useRef<{ controller: AbortController; controls: PlayRequestControls } | null>(null);
  const controlsRef = useRef<PlayRequestControls | null>(null);

  const handlePlayRequest = useCallback((request: PlayRequest, controls: PlayRequestControls) => {
    pending.current?.controller.abort();
    pending.current = null;
    controlsRef.current = controls;
    setOffer(null);
    const load = (autoplay: boolean | undefined) =>
      controls.send({
        type: 'LOAD',
        sermonID: request.sermonID,
        mediaType: request.mediaType,
        autoplay,
        startAt: request.startAt,
        list: request.list,
      });

    const lookup = historyRef.current;
    const { context } = controls.current();
    const alreadyLoaded = context.sermonID === request.sermonID && context.src !== null;
    if (!lookup || request.startAt !== undefined || alreadyLoaded || context.resumeState === 'restart') {
      load(request.autoplay);
      return;
    }

    const wantsPlay = request.autoplay !== false;
    load(false);
    const controller = new AbortController();
    pending.current = { controller, controls };
    lookup
      .find(request.sermonID, controller.signal)
      .catch(() => null)
      .then((entry) => {
        if (controller.signal.aborted) return;
        pending.current = null;
        const now = controls.current();
        // The listener may have pressed play on the bar meanwhile: that answers the question.
        if (now.context.sermonID !== request.sermonID || STARTED.includes(now.state)) return;
        const duration = entry ? (sermonDurationSeconds(entry.sermon) ?? now.context.duration) : null;
        const position = entry ? resumablePosition(entry.play_position, duration) : null;
        if (position !== null && now.context.resumeState === 'resume') {
          controls.send({ type: 'SEEK', seconds: position });
          if (wantsPlay) controls.send({ type: 'PLAY' });
        } else if (position !== null) setOffer({ sermonID: request.sermonID, position });
        else if (wantsPlay) controls.send({ type: 'PLAY' });
      });
  }, []);

  useEffect(() => () => pending.current?.controller.abort(), []);

  const resume = useCallback(() => {
    const controls = controlsRef.current;
    if (!offer || !controls) return;
    setOffer(null);
    controls.send({ type: 'SEEK', seconds: offer.position });
    controls.send({ type: 'PLAY' });
  }, [offer]);

  const restart = useCallback(() => {
    const controls = controlsRef.current;
    if (!offer || !controls) return;
    setOffer(null);
    controls.send({ type: 'SEEK', seconds: 0 });
    controls.send({ type: 'PLAY' });
  }, [offer]);

  const withdraw = useCallback(() => setOffer(null), []);

  return { offer, handlePlayRequest, resume, restart, withdraw };
}

/** The question goes away once it no longer applies: another sermon, the player closed, or playback began. */
export function useWithdrawStaleOffer(
  { offer, withdraw }: Pick<ResumeOfferControls, 'offer' | 'withdraw'>,
  player: { state: PlayerStateName; sermonID: string | null },
): void {
  useEffect(() => {
    if (offer && (player.sermonID !== offer.sermonID || STARTED.includes(player.state))) withdraw();
  }, [offer, withdraw, player.sermonID, player.state]);
}
