import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ANONYMOUS_SESSION, type PlatformSession } from '@sermon/shared-contracts/auth/platform-session';
import { fakeUser, fixedSession, signedInSession } from '@sermon/shared-contracts/testing/fake-session';
import { PlayerHarness } from '../player/PlayerHarness';
import { useShowTranscripts } from './use-show-transcripts';

function showFor(session: PlatformSession) {
  const wrapper = ({ children }: { children: ReactNode }) => <PlayerHarness props={{ session }}>{children}</PlayerHarness>;
  return renderHook(() => useShowTranscripts(), { wrapper }).result.current;
}

describe('useShowTranscripts', () => {
  it('is off for a signed-out listener and while the session loads (the spec default)', () => {
    expect(showFor(ANONYMOUS_SESSION)).toBe(false);
    expect(showFor(fixedSession({ status: 'loading', user: null }))).toBe(false);
  });

  it('follows the signed-in listener’s showTranscripts preference', () => {
    expect(showFor(signedInSession(fakeUser({ web_preferences: '{"showTranscripts":true,"showDesktopNav":true}' })))).toBe(true);
    expect(showFor(signedInSession(fakeUser({ web_preferences: '{"showTranscripts":false}' })))).toBe(false);
  });

  it('is off when the signed-in listener never set it, or the stored value is not a boolean', () => {
    expect(showFor(signedInSession(fakeUser({ web_preferences: '{}' })))).toBe(false);
    expect(showFor(signedInSession(fakeUser({ web_preferences: '{"showTranscripts":"true"}' })))).toBe(false);
    expect(showFor(signedInSession(fakeUser({ web_preferences: 'not json' })))).toBe(false);
  });
});
