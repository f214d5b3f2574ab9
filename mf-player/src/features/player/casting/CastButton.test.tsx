import { fireEvent, render, screen } from '@testing-library/react';
import { initialPlayerContext, type CastingState, type PlayerEvent } from '@sermon/shared-contracts/machines/player.machine';
import { PlayerHarness } from '../PlayerHarness';
import { CastButton } from './CastButton';

function renderButton(casting: Partial<CastingState>) {
  const send = jest.fn<void, [PlayerEvent]>();
  const context = initialPlayerContext();
  const player = { context: { ...context, casting: { ...context.casting, ...casting } }, send };
  render(
    <PlayerHarness>
      <CastButton player={player} />
    </PlayerHarness>,
  );
  return send;
}

describe('CastButton', () => {
  it('is not there while no device was found', () => {
    renderButton({ available: false });
    expect(screen.queryByTestId('player-cast')).toBeNull();
  });

  it('is not there when casting is off (the SDK failed), even with a device', () => {
    renderButton({ available: true, enabled: false });
    expect(screen.queryByTestId('player-cast')).toBeNull();
  });

  it('asks for a Chromecast session when pressed outside Safari', () => {
    const send = renderButton({ available: true });
    const button = screen.getByTestId('player-cast');
    expect(button.getAttribute('aria-label')).toBe('Cast to a device');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(send).toHaveBeenCalledWith({ type: 'CAST_CONNECT', kind: 'chromecast' });
  });

  it('asks for AirPlay in Safari', () => {
    (window as unknown as Record<string, unknown>).WebKitPlaybackTargetAvailabilityEvent = class {};
    const send = renderButton({ available: true });
    fireEvent.click(screen.getByTestId('player-cast'));
    expect(send).toHaveBeenCalledWith({ type: 'CAST_CONNECT', kind: 'airplay' });
    delete (window as unknown as Record<string, unknown>).WebKitPlaybackTargetAvailabilityEvent;
  });

  it('shows the session and ends it when pressed while casting', () => {
    const send = renderButton({ available: true, kind: 'chromecast', status: 'playing' });
    const button = screen.getByTestId('player-cast');
    expect(button.getAttribute('aria-label')).toBe('Stop casting to Chromecast');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.dataset.castStatus).toBe('playing');
    fireEvent.click(button);
    expect(send).toHaveBeenCalledWith({ type: 'CAST_DISCONNECT' });
  });

  it('says it is connecting while the session starts', () => {
    renderButton({ available: true, kind: 'chromecast', status: 'connecting' });
    expect(screen.getByTestId('player-cast').getAttribute('aria-label')).toBe('Connecting to Chromecast…');
  });
});
