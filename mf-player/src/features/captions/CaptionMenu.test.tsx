import { act, fireEvent, render, screen } from '@testing-library/react';
import { fixtureAudioSermon } from '@sermon/shared-contracts/machines/player-sermon-fixture';
import type { LocaleCode } from '@sermon/shared-contracts/i18n/locales';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { PlayerHarness } from '../player/PlayerHarness';
import { CaptionMenu } from './CaptionMenu';

const sermon: Sermon = fixtureAudioSermon({ captionLanguages: { alpha_2: ['es', 'en'], alpha_3: ['spa', 'eng'] } });

function renderMenu({ language = null as string | null, locale = 'en' as LocaleCode, of = sermon } = {}) {
  const onChange = jest.fn();
  const view = render(
    <PlayerHarness locale={locale}>
      <button type="button">elsewhere</button>
      <CaptionMenu sermon={of} language={language} onChange={onChange} />
    </PlayerHarness>,
  );
  return { ...view, onChange };
}

const trigger = () => screen.getByRole('button', { name: 'Captions' });
const options = () => screen.getAllByRole('menuitemradio');
const labels = () => options().map((option) => option.textContent);
const checked = () => options().filter((option) => option.getAttribute('aria-checked') === 'true').map((option) => option.textContent);

describe('CaptionMenu', () => {
  it('is hidden for a sermon without captions', () => {
    renderMenu({ of: fixtureAudioSermon() });
    expect(screen.queryByTestId('player-captions-menu')).toBeNull();
  });

  it('shows the button unmarked while captions are off', () => {
    renderMenu();
    expect(trigger().getAttribute('title')).toBe('Captions: off');
    expect(trigger().hasAttribute('data-active')).toBe(false);
  });

  it('offers Off and each caption language by name, sorted, with the setting checked', () => {
    renderMenu({ language: 'spa' });
    expect(screen.getByTestId('player-captions-menu').getAttribute('data-language')).toBe('spa');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(labels()).toEqual(['Off', 'English', 'Spanish']);
    expect(checked()).toEqual(['Spanish']);
    expect(document.activeElement).toBe(options()[2]);
  });

  it('names the languages in the interface locale', () => {
    renderMenu({ locale: 'de' });
    fireEvent.click(trigger());
    expect(labels().slice(1)).toEqual(['Englisch', 'Spanisch']);
  });

  it('shows Off for a setting the sermon has no captions in, without changing the setting', () => {
    const { onChange } = renderMenu({ language: 'deu' });
    expect(screen.getByTestId('player-captions-menu').getAttribute('data-language')).toBe('off');
    fireEvent.click(trigger());
    expect(checked()).toEqual(['Off']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports the chosen language as ISO 639-3, closes and gives the focus back', () => {
    const { onChange } = renderMenu();
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(onChange).toHaveBeenCalledWith('eng');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('reports null for Off, and nothing when the checked item is chosen again', () => {
    const { onChange } = renderMenu({ language: 'eng' });
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Off' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('moves through the items with the arrow keys, Home and End, and closes on Escape', () => {
    renderMenu();
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(options()[0]);
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(options()[1]);
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(options()[2]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(options()[0]);
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(options()[2]);
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement).toBe(options()[0]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('keeps its keys from the player’s keyboard shortcuts', () => {
    const shortcuts = jest.fn();
    document.addEventListener('keydown', shortcuts);
    renderMenu();
    fireEvent.click(trigger());
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    document.removeEventListener('keydown', shortcuts);
    expect(shortcuts).not.toHaveBeenCalled();
  });

  it('closes on a press outside it', () => {
    renderMenu();
    fireEvent.click(trigger());
    act(() => {
      fireEvent.pointerDown(screen.getByRole('button', { name: 'elsewhere' }));
    });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('marks the button when captions are on', () => {
    renderMenu({ language: 'eng' });
    expect(trigger().getAttribute('title')).toBe('Captions: English');
    expect(trigger().getAttribute('data-active')).toBe('true');
    expect(screen.getByTestId('player-captions-menu').getAttribute('data-language')).toBe('eng');
  });
});
