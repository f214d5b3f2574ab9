import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { SERMON_EVENT_TYPES } from '../constants/event-types';
import { eventTypeLabel } from './event-type-labels';

// compiled catalogs are keyed by lingui's generated id (message + context), so the test catalog is keyed the same way
const id = (eventType: string) => generateMessageId(eventType, 'sermon event type');
const german = setupI18n({
  locale: 'de',
  messages: { de: { [id('Sunday Service')]: 'Sonntagsgottesdienst', [id('Sunday - AM')]: 'Sonntag - Vormittag' } },
});

describe('the event type label', () => {
  it('is the translation from the catalog of the reader’s locale', () => {
    expect(eventTypeLabel(german, 'Sunday Service')).toBe('Sonntagsgottesdienst');
    expect(eventTypeLabel(german, 'Sunday - AM')).toBe('Sonntag - Vormittag');
  });

  it('is the English event type itself when the catalog has no translation', () => {
    expect(eventTypeLabel(setupI18n({ locale: 'en', messages: { en: {} } }), 'Question & Answer')).toBe('Question & Answer');
  });

  it('shows an event type outside the known 29 as the API sent it', () => {
    expect(eventTypeLabel(german, 'Baptism')).toBe('Baptism');
  });

  it('uses each known event type’s exact English wording as its message', () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    for (const eventType of SERMON_EVENT_TYPES) expect(eventTypeLabel(english, eventType)).toBe(eventType);
  });
});
