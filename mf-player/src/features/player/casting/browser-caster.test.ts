import { createActor, createMachine, type AnyEventObject } from 'xstate';
import type { CasterCommand, CasterEvent } from '@sermon/shared-contracts/machines/player.machine';
import type { CastAdapter, CastAdapterKind } from './cast-adapter';
import { createBrowserCaster, createCaster, createMediaElementSource, type CastAdapterModules } from './browser-caster';

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
function runCaster(adapters: CastAdapter[] | (() => Promise<CastAdapter[]>)) {
  return runActor(createCaster(typeof adapters === 'function' ? adapters : () => adapters));
}

function runActor(caster: ReturnType<typeof createCaster>) {
  const received: AnyEventObject[] = [];
  const parent = createMachine({
    invoke: { id: 'caster', src: caster },
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

/** Lets pending promise callbacks run. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('the browser caster with adapters still loading', () => {
  it('keeps the commands that come meanwhile and hands them over once the adapters are there', async () => {
    const chromecast = fakeAdapter('chromecast');
    const loading = deferred<CastAdapter[]>();
    const { send } = runCaster(() => loading.promise);
    send({ type: 'cast.request', kind: 'chromecast' });
    expect(chromecast.handled).toEqual([]);
    loading.resolve([chromecast.adapter]);
    await flush();
    expect(chromecast.handled).toEqual([{ type: 'cast.request', kind: 'chromecast' }]);
  });

  it('never starts adapters that arrive after the player went', async () => {
    const chromecast = fakeAdapter('chromecast');
    const start = jest.spyOn(chromecast.adapter, 'start');
    const loading = deferred<CastAdapter[]>();
    const { actor } = runCaster(() => loading.promise);
    actor.stop();
    loading.resolve([chromecast.adapter]);
    await flush();
    expect(start).not.toHaveBeenCalled();
  });

  it('casts nothing when the adapters fail to load, and says so to a request', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { received, send } = runCaster(() => Promise.reject(new Error('ChunkLoadError')));
    await flush();
    send({ type: 'cast.request', kind: 'chromecast' });
    expect(received).toEqual([{ type: 'CAST_SESSION_ENDED' }]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('createBrowserCaster', () => {
  function fakeModules() {
    const chromecast = fakeAdapter('chromecast');
    const airplay = fakeAdapter('airplay');
    const createChromecastAdapter = jest.fn(() => chromecast.adapter);
    const createAirPlayAdapter = jest.fn(() => airplay.adapter);
    const modules = {
      chromecast: jest.fn(async () => ({ createChromecastAdapter })),
      airplay: jest.fn(async () => ({ createAirPlayAdapter })),
    } as unknown as CastAdapterModules & { chromecast: jest.Mock; airplay: jest.Mock };
    return { modules, chromecast, airplay, createChromecastAdapter };
  }

  it('downloads no adapter when casting is off (embeds)', async () => {
    const { modules } = fakeModules();
    const support = { chromecast: jest.fn(() => true), airplay: jest.fn(() => true) };
    const options = { media: createMediaElementSource(), chromecast: false, airplay: false, whenNeeded: Promise.resolve() };
    runActor(createBrowserCaster(options, modules, support));
    await flush();
    expect(modules.chromecast).not.toHaveBeenCalled();
    expect(modules.airplay).not.toHaveBeenCalled();
    expect(support.chromecast).not.toHaveBeenCalled();
  });

  it('waits for the first use, then loads only the adapters the browser and the deployment allow', async () => {
    const { modules, chromecast, createChromecastAdapter } = fakeModules();
    const used = deferred<void>();
    const options = { media: createMediaElementSource(), chromecast: true, airplay: true, whenNeeded: used.promise };
    const { received } = runActor(createBrowserCaster(options, modules, { chromecast: async () => true, airplay: () => false }));
    await flush();
    expect(modules.chromecast).not.toHaveBeenCalled();
    used.resolve();
    await flush();
    expect(modules.chromecast).toHaveBeenCalledTimes(1);
    expect(modules.airplay).not.toHaveBeenCalled();
    chromecast.emit({ type: 'CAST_AVAILABILITY', available: true });
    expect(received).toEqual([{ type: 'CAST_AVAILABILITY', available: true }]);
    expect(createChromecastAdapter).toHaveBeenCalledWith(expect.objectContaining({ whenNeeded: used.promise }));
  });

  it('leaves Chromecast out when the app config switched it off, and still offers AirPlay in Safari', async () => {
    const { modules } = fakeModules();
    const options = { media: createMediaElementSource(), chromecast: true, airplay: true, whenNeeded: Promise.resolve() };
    runActor(createBrowserCaster(options, modules, { chromecast: async () => false, airplay: () => true }));
    await flush();
    expect(modules.chromecast).not.toHaveBeenCalled();
    expect(modules.airplay).toHaveBeenCalledTimes(1);
  });
});
