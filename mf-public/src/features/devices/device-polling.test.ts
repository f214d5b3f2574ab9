import { ApiError } from '@sermon/shared-contracts/errors/api-error';
import type { LoginTokens } from '@sermon/shared-contracts/entities/user';
import { pollForTokens } from './device-polling';

const tokens: LoginTokens = { access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 900, refresh_expires_in: 31536000 };
const pending = () => new ApiError('pending', 400, 'AUTHORIZATION_PENDING');
const slowDown = () => new ApiError('slow down', 400, 'SLOW_DOWN');

/** A clock that the fake wait moves forward, so the test sees each interval the poller chose. */
function fakeTime() {
  let clock = 0;
  const waits: number[] = [];
  return {
    now: () => clock,
    wait: async (ms: number) => {
      waits.push(ms);
      clock += ms;
    },
    waits,
  };
}

describe('pollForTokens', () => {
  it('asks every interval until the code is approved', async () => {
    const time = fakeTime();
    const answers = [pending(), pending()];
    const poll = jest.fn(async () => {
      const next = answers.shift();
      if (next) throw next;
      return tokens;
    });
    const outcome = await pollForTokens({ poll, intervalSeconds: 5, expiresAt: 600_000, ...time });
    expect(outcome).toEqual({ kind: 'tokens', tokens });
    expect(poll).toHaveBeenCalledTimes(3);
    expect(time.waits).toEqual([5000, 5000, 5000]);
  });

  it('adds 5 seconds to the interval on every SLOW_DOWN', async () => {
    const time = fakeTime();
    const answers = [slowDown(), pending(), slowDown()];
    const poll = jest.fn(async () => {
      const next = answers.shift();
      if (next) throw next;
      return tokens;
    });
    await pollForTokens({ poll, intervalSeconds: 5, expiresAt: 600_000, ...time });
    expect(time.waits).toEqual([5000, 10_000, 10_000, 15_000]);
  });

  it('ends as expired when the server says so or the time is up', async () => {
    const byServer = await pollForTokens({
      poll: async () => {
        throw new ApiError('expired', 400, 'EXPIRED_TOKEN');
      },
      intervalSeconds: 5,
      expiresAt: 600_000,
      ...fakeTime(),
    });
    expect(byServer).toEqual({ kind: 'expired' });

    const poll = jest.fn(async () => {
      throw pending();
    });
    const byClock = await pollForTokens({ poll, intervalSeconds: 5, expiresAt: 12_000, ...fakeTime() });
    expect(byClock).toEqual({ kind: 'expired' });
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('keeps polling through a lost connection and a server error', async () => {
    const time = fakeTime();
    const answers: Error[] = [new TypeError('Failed to fetch'), new ApiError('down', 503, null)];
    const poll = jest.fn(async () => {
      const next = answers.shift();
      if (next) throw next;
      return tokens;
    });
    expect(await pollForTokens({ poll, intervalSeconds: 5, expiresAt: 600_000, ...time })).toEqual({ kind: 'tokens', tokens });
  });

  it('stops with any other error', async () => {
    const failure = new ApiError('bad request', 400, 'SOMETHING_ELSE');
    await expect(
      pollForTokens({
        poll: async () => {
          throw failure;
        },
        intervalSeconds: 5,
        expiresAt: 600_000,
        ...fakeTime(),
      }),
    ).rejects.toBe(failure);
  });
});
