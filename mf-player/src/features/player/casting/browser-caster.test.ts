import { createActor, createMachine, type AnyEventObject } from 'xstate';
import type { CasterCommand, CasterEvent } from '@sermon/shared-contracts/machines/player.machine';
import type { CastAdapter, CastAdapterKind } from './cast-adapter';
import { createCaster } from './browser-caster';

function fakeAdapter(kind: CastAdapterKind) {
  const handled: CasterCommand[] = [];
  let emit: (event: CasterEvent) => void = () => {};
  const adapter: CastAdapter = {
    kind,
    start(e) {
      emit = e;
      return () => {
        emit = () => {};
      };
    },
    handle: (command) => handled.push(command),
  };
  return { adapter, handled, emit: (event: CasterEvent) => emit(event) };
}

/** Runs the caster as a parent machine would: what it sends back is recorded, commands are sent to it. */
function runCaster(adapters: CastAdapter[]) {
  const received: AnyEventObject[] = [];
  const parent = createMachine({
    invoke: { id: 'caster', src: createCaster(() => adapters) },
    on: {
      '*': { actions: ({ event }) => received.push(event) },
    },
  });
  const actor = createActor(parent).start();
  const send = (command: CasterCommand) => actor.getSnapshot().children.caster!.send(command);
  return { actor, received, send };
}

describe('the browser caster', () => {
  it('reports a device available while any adapter has one', () => {
    const chromecast = fakeAdapter('chromecast');
    const airplay = fakeAdapter('airplay');
    const { received } = runCaster([chromecast.adapter, airplay.adapter]);
    chromecast.emit({ type: 'CAST_AVAILABILITY', available: true });
    airplay.emit({ type: 'CAST_AVAILABILITY', available: true });
    chromecast.emit({ type: 'CAST_AVAILABILITY', available: false });
    airplay.emit({ type: 'CAST_AVAILABILITY', available: false });
    expect(received).toEqual([
      { type: 'CAST_AVAILABILITY', available: true },
      { type: 'CAST_AVAILABILITY', available: false },
    ]);
  });

  it('sends a request to the adapter asked for, and the session commands to the adapter of the session', () => {
    const chromecast = fakeAdapter('chromecast');
    const airplay = fakeAdapter('airplay');
    const { send } = runCaster([chromecast.adapter, airplay.adapter]);
    send({ type: 'cast.request', kind: 'chromecast' });
    chromecast.emit({ type: 'CAST_SESSION_STARTED', kind: 'chromecast' });
    send({ type: 'cast.play' });
    send({ type: 'cast.seek', time: 4 });
    expect(chromecast.handled).toEqual([{ type: 'cast.request', kind: 'chromecast' }, { type: 'cast.play' }, { type: 'cast.seek', time: 4 }]);
    expect(airplay.handled).toEqual([]);
  });

  it("passes on only the session adapter's receiver reports and session end", () => {
    const chromecast = fakeAdapter('chromecast');
    const airplay = fakeAdapter('airplay');
    const { received } = runCaster([chromecast.adapter, airplay.adapter]);
    chromecast.emit({ type: 'CAST_SESSION_STARTED', kind: 'chromecast' });
    airplay.emit({ type: 'CAST_REMOTE_STATUS', status: 'paused' });
    airplay.emit({ type: 'CAST_SESSION_ENDED' });
    chromecast.emit({ type: 'CAST_REMOTE_TIME', currentTime: 3 });
    chromecast.emit({ type: 'CAST_SESSION_ENDED' });
    expect(received).toEqual([
      { type: 'CAST_SESSION_STARTED', kind: 'chromecast' },
      { type: 'CAST_REMOTE_TIME', currentTime: 3 },
      { type: 'CAST_SESSION_ENDED' },
    ]);
  });

  it('answers a request nobody can serve with the end of the session', () => {
    const { received, send } = runCaster([]);
    send({ type: 'cast.request', kind: 'airplay' });
    expect(received).toEqual([{ type: 'CAST_SESSION_ENDED' }]);
  });

  it('passes SDK failures on', () => {
    const chromecast = fakeAdapter('chromecast');
    const { received } = runCaster([chromecast.adapter]);
    chromecast.emit({ type: 'CAST_SDK_FAILED', detail: 'x' });
    expect(received).toEqual([{ type: 'CAST_SDK_FAILED', detail: 'x' }]);
  });

  it('stops the adapters with the actor', () => {
    const chromecast = fakeAdapter('chromecast');
    const { actor, received } = runCaster([chromecast.adapter]);
    actor.stop();
    chromecast.emit({ type: 'CAST_AVAILABILITY', available: true });
    expect(received).toEqual([]);
  });
});
