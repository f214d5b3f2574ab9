// Runs the player machine under jest with fakes for everything it is given: the sermon loader, the next-sermon
// lookup, the media element (recorded calls) and a cast context (a caster actor that records the machine's
// commands and lets the test raise the receiver's events). Shared by the player machine's test files.
import { createActor, fromCallback, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import { ApiError } from '../errors/api-error';
import type { Sermon } from '../entities/sermon';
import type { PlayerSettings } from '../rules/player-settings';
import { fixtureSermon } from './player-sermon-fixture';
import {
  playerMachine,
  playerStateName,
  type CasterCommand,
  type CasterEvent,
  type FetchNextInput,
  type PlayerInput,
} from './player.machine';

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export interface Harness {
  sermons?: Record<string, Sermon | Error>;
  next?: (input: FetchNextInput) => Promise<string | null>;
  input?: PlayerInput;
  load?: (sermonID: string) => Promise<Sermon>;
}

/** The receiver side of a fake cast context. */
export interface FakeCastContext {
  /** every command the machine sent, oldest first */
  commands: CasterCommand[];
  /** the receiver (or the SDK) reports something */
  emit: (event: CasterEvent) => void;
  /** commands of one type */
  sent: <T extends CasterCommand['type']>(type: T) => Extract<CasterCommand, { type: T }>[];
}

export function startPlayer(harness: Harness = {}) {
  const media = {
    play: jest.fn(),
    pause: jest.fn(),
    seek: jest.fn<void, [number]>(),
    persist: jest.fn<void, [PlayerSettings]>(),
  };
  const loads: string[] = [];
  const sermons = harness.sermons ?? { [fixtureSermon().sermonID]: fixtureSermon() };
  let sendBack: ((event: AnyEventObject) => void) | null = null;
  const cast: FakeCastContext = {
    commands: [],
    emit: (event) => {
      if (!sendBack) throw new Error('the caster actor is not running');
      sendBack(event);
    },
    sent: (type) => cast.commands.filter((c) => c.type === type) as never,
  };
  const machine = playerMachine.provide({
    actors: {
      loadSermon: fromPromise<Sermon, { sermonID: string }>(async ({ input }) => {
        loads.push(input.sermonID);
        if (harness.load) return harness.load(input.sermonID);
        const found = sermons[input.sermonID];
        if (!found) throw new ApiError('Sermon not found', 404, 'not_found');
        if (found instanceof Error) throw found;
        return found;
      }),
      fetchNext: fromPromise<string | null, FetchNextInput>(async ({ input }) =>
        harness.next ? harness.next(input) : null,
      ),
      caster: fromCallback<CasterCommand>(({ sendBack: back, receive }) => {
        sendBack = back;
        receive((command) => cast.commands.push(command));
        return () => {
          sendBack = null;
        };
      }),
    },
    actions: {
      playMedia: () => media.play(),
      pauseMedia: () => media.pause(),
      seekMedia: ({ context }) => media.seek(context.currentTime),
      persistSettings: (_, params) => media.persist(params as PlayerSettings),
    },
  });
  const actor = createActor(machine, { input: harness.input ?? {} });
  actor.start();
  const state = () => playerStateName(actor.getSnapshot().value);
  const context = () => actor.getSnapshot().context;
  return { actor, media, loads, state, context, cast };
}

export type StartedPlayer = ReturnType<typeof startPlayer>;

/** Loads the default sermon and brings the player to the asked state through real element reports. */
export async function startPlayerIn(target: 'Loaded' | 'Playing' | 'Paused', harness: Harness = {}) {
  const player = startPlayer(harness);
  const sermonID = fixtureSermon().sermonID;
  player.actor.send({ type: 'LOAD', sermonID, autoplay: target !== 'Loaded' });
  await waitFor(player.actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
  player.actor.send({ type: 'CAN_PLAY' });
  if (target !== 'Loaded') player.actor.send({ type: 'PLAYING' });
  if (target === 'Paused') player.actor.send({ type: 'PAUSE' });
  if (player.state() !== target) throw new Error(`expected ${target}, got ${player.state()}`);
  player.media.play.mockClear();
  player.media.pause.mockClear();
  player.media.seek.mockClear();
  player.media.persist.mockClear();
  return player;
}
