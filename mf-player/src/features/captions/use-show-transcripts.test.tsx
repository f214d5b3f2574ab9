import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ANONYMOUS_SESSION, type PlatformSession } from '@sermon/shared-contracts/auth/platform-session';
import { fakeUser, fixedSession, signedInSession } from '@sermon/shared-contracts/testing/fake-session';
import { PlayerHarness } from '../player/PlayerHarness';
import { showTranscriptsPreference, useShowTranscripts } from './use-show-transcripts';

function showFor(session: PlatformSession) {
  const wrapper = ({ children }: { children: ReactNode }) => <PlayerHarness props={{ session }}>{children}</PlayerHarness>;
  return renderHook(() => useShowTranscripts(), { wrapper }).result.current;
}

describe('useShowTranscripts', () => {
  it('shows transcripts to a signed-out listener and while the session loads', () => {
    expect(showFor(ANONYMOUS_SESSION)).toBe(true);
    expect(showFor(fixedSession({ status: 'loading', user: null }))).toBe(true);
  });

  it('follows the signed-in listener’s showTranscripts preference', () => {
    expect(showFor(signedInSession(fakeUser({ web_preferences: '{"showTranscripts":false,"showDesktopNav":true}' })))).toBe(false);
    expect(showFor(signedInSession(fakeUser({ web_preferences: '{"showTranscripts":true}' })))).toBe(true);
  });

  it('shows transcripts when the signed-in listener never set the preference', () => {
    expect(showFor(signedInSession(fakeUser({ web_preferences: '{}' })))).toBe(true);
  });
});

describe('showTranscriptsPreference', () => {
  it('reads a boolean and treats anything else as unset (shown)', () => {
    expect(showTranscriptsPreference('{"showTranscripts":false}')).toBe(false);
    expect(showTranscriptsPreference('{"showTranscripts":"false"}')).toBe(true);
    expect(showTranscriptsPreference('not json')).toBe(true);
    expect(showTranscriptsPreference('[false]')).toBe(true);
    expect(showTranscriptsPreference('null')).toBe(true);
    expect(showTranscriptsPreference('')).toBe(true);
    expect(showTranscriptsPreference(null)).toBe(true);
  });
});
