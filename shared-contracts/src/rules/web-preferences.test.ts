import { DEFAULT_WEB_PREFERENCES, mergeWebPreferences, sanitizeWebPreferences } from './web-preferences';

describe('web preferences', () => {
  it('keep the known keys with values of the right type', () => {
    const input = {
      t: 1_700_000_000_000,
      shown: ['welcome', 'legacy', 'welcome'],
      multiviewId: 7,
      multiviewIds: ['a', 2],
      showDesktopNav: false,
      showTranscripts: true,
    };
    expect(sanitizeWebPreferences(input)).toEqual({
      t: 1_700_000_000_000,
      shown: ['welcome', 'legacy'],
      multiviewId: '7',
      multiviewIds: ['a', '2'],
      showDesktopNav: false,
      showTranscripts: true,
    });
  });

  it('drop unknown keys, unknown messages and values of the wrong type', () => {
    expect(
      sanitizeWebPreferences({ evil: '<script>', shown: ['welcome', 'nope', 3], showDesktopNav: 'no', t: Number.NaN, multiviewIds: [{}] }),
    ).toEqual({ ...DEFAULT_WEB_PREFERENCES, shown: ['welcome'], multiviewIds: [] });
  });

  it('give the defaults (desktop nav on, transcripts off) for invalid JSON or a non-object', () => {
    expect(sanitizeWebPreferences('{not json')).toEqual({ showDesktopNav: true, showTranscripts: false });
    expect(sanitizeWebPreferences('[1,2]')).toEqual(DEFAULT_WEB_PREFERENCES);
    expect(sanitizeWebPreferences('null')).toEqual(DEFAULT_WEB_PREFERENCES);
    expect(sanitizeWebPreferences(undefined)).toEqual(DEFAULT_WEB_PREFERENCES);
  });

  it('read JSON text as the server stores it', () => {
    expect(sanitizeWebPreferences('{"showTranscripts":true,"x":1}')).toEqual({ showDesktopNav: true, showTranscripts: true });
  });

  it('cap the multiview list', () => {
    const ids = Array.from({ length: 40 }, (_, i) => String(i));
    expect(sanitizeWebPreferences({ multiviewIds: ids }).multiviewIds).toHaveLength(16);
  });
});

describe('merging a patch into the stored preferences', () => {
  it('changes only the keys the patch sets', () => {
    const stored = JSON.stringify({ showDesktopNav: false, showTranscripts: true, shown: ['welcome'] });
    expect(JSON.parse(mergeWebPreferences(stored, '{"showTranscripts":false}'))).toEqual({
      showDesktopNav: false,
      showTranscripts: false,
      shown: ['welcome'],
    });
  });

  it('ignores unknown keys and wrongly typed values instead of resetting the stored ones', () => {
    const stored = JSON.stringify({ showDesktopNav: false, shown: ['welcome'] });
    expect(JSON.parse(mergeWebPreferences(stored, { showDesktopNav: 'off', shown: 'all', admin: true }))).toEqual({
      showDesktopNav: false,
      showTranscripts: false,
      shown: ['welcome'],
    });
  });

  it('survives invalid JSON on either side', () => {
    expect(JSON.parse(mergeWebPreferences('{oops', '{also oops'))).toEqual(DEFAULT_WEB_PREFERENCES);
  });
});
