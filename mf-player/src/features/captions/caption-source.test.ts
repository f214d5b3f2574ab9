import { fixtureAudioSermon, fixtureMedia } from '@sermon/shared-contracts/machines/player-sermon-fixture';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import {
  captionLanguageName,
  captionLanguagesOf,
  captionURL,
  resolveCaptionLanguage,
  transcriptLanguage,
} from './caption-source';

function sermonWithCaptions(overrides: Partial<Sermon> = {}): Sermon {
  const base = fixtureAudioSermon();
  return fixtureAudioSermon({
    captionLanguages: { alpha_2: ['en', 'es'], alpha_3: ['eng', 'spa'] },
    media: {
      ...base.media,
      caption: [
        fixtureMedia({ mediaType: 'caption', language: 'eng', streamURL: '/media/s/captions.eng.srt' }),
        fixtureMedia({ mediaType: 'caption', language: 'eng', streamURL: '/media/s/captions.eng.vtt?v=2' }),
        fixtureMedia({ mediaType: 'caption', language: 'spa', streamURL: null, downloadURL: '/media/s/captions.spa.srt' }),
      ],
    },
    ...overrides,
  });
}

describe('captionLanguagesOf', () => {
  it('pairs the ISO 639-3 and 639-1 codes in the order the server lists them, without duplicates', () => {
    const sermon = sermonWithCaptions({ captionLanguages: { alpha_2: ['en', 'es', 'en'], alpha_3: ['ENG', 'spa', 'eng'] } });
    expect(captionLanguagesOf(sermon)).toEqual([
      { alpha3: 'eng', alpha2: 'en' },
      { alpha3: 'spa', alpha2: 'es' },
    ]);
  });

  it('is empty without a sermon or captions, and copes with a shorter 639-1 list', () => {
    expect(captionLanguagesOf(null)).toEqual([]);
    expect(captionLanguagesOf(fixtureAudioSermon())).toEqual([]);
    expect(captionLanguagesOf(sermonWithCaptions({ captionLanguages: { alpha_2: [], alpha_3: ['tgl'] } }))).toEqual([
      { alpha3: 'tgl', alpha2: null },
    ]);
  });
});

describe('resolveCaptionLanguage', () => {
  it('keeps a setting the sermon has captions in, given as ISO 639-3 or 639-1', () => {
    expect(resolveCaptionLanguage(sermonWithCaptions(), 'spa')).toBe('spa');
    expect(resolveCaptionLanguage(sermonWithCaptions(), 'ES')).toBe('spa');
  });

  it('falls back to off for a language the sermon lacks, for off and for no sermon', () => {
    expect(resolveCaptionLanguage(sermonWithCaptions(), 'deu')).toBeNull();
    expect(resolveCaptionLanguage(sermonWithCaptions(), null)).toBeNull();
    expect(resolveCaptionLanguage(null, 'eng')).toBeNull();
  });
});

describe('transcriptLanguage', () => {
  it('follows the captions shown, else the sermon language, else the first caption language', () => {
    expect(transcriptLanguage(sermonWithCaptions(), 'spa')).toBe('spa');
    expect(transcriptLanguage(sermonWithCaptions(), null)).toBe('eng');
    expect(transcriptLanguage(sermonWithCaptions({ languageCode3: 'deu' }), 'fra')).toBe('eng');
    expect(transcriptLanguage(sermonWithCaptions({ languageCode3: 'spa' }), null)).toBe('spa');
    expect(transcriptLanguage(fixtureAudioSermon(), 'eng')).toBeNull();
  });
});

describe('captionURL', () => {
  it('prefers the WebVTT file, ignoring the query string', () => {
    expect(captionURL(sermonWithCaptions(), 'eng')).toBe('/media/s/captions.eng.vtt?v=2');
  });

  it('takes the SRT file (its stream or else its download URL) when there is no VTT', () => {
    expect(captionURL(sermonWithCaptions(), 'spa')).toBe('/media/s/captions.spa.srt');
  });

  it('takes any caption file of the language when neither suffix matches, and null when there is none', () => {
    const base = sermonWithCaptions();
    const odd = { ...base, media: { ...base.media, caption: [fixtureMedia({ mediaType: 'caption' as const, language: 'eng', streamURL: '/media/s/captions' })] } };
    expect(captionURL(odd, 'eng')).toBe('/media/s/captions');
    expect(captionURL(base, 'deu')).toBeNull();
    expect(captionURL(base, null)).toBeNull();
    expect(captionURL(null, 'eng')).toBeNull();
  });
});

describe('captionLanguageName', () => {
  it('names the language in the interface locale', () => {
    expect(captionLanguageName({ alpha3: 'eng', alpha2: 'en' }, 'en-US')).toBe('English');
    expect(captionLanguageName({ alpha3: 'eng', alpha2: 'en' }, 'de-DE')).toBe('Englisch');
    expect(captionLanguageName({ alpha3: 'spa', alpha2: null }, 'fr-FR')).toBe('espagnol');
  });

  it('shows the code of a language ICU does not know, and survives a malformed code', () => {
    expect(captionLanguageName({ alpha3: 'qqq', alpha2: null }, 'en-US')).toBe('QQQ');
    expect(captionLanguageName({ alpha3: 'x!', alpha2: '' }, 'en-US')).toBe('X!');
  });
});
