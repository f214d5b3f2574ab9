import type { Speaker } from '@sermon/shared-contracts/entities/speaker';
import { canEditSpeaker, generationImageURL, imageGenerations, speakerFormValues, speakerPatchOf, speakerProblems } from './speaker-form';

const speaker = { speakerID: 7, displayName: 'Jane Roe', sortName: 'Roe, Jane', bio: null, broadcasterLock: 'gracechapel', imageMaxGeneration: 2 } as unknown as Speaker;

describe('speaker form', () => {
  it('refuses empty and placeholder names', () => {
    expect(speakerProblems({ ...speakerFormValues(speaker), displayName: ' ' })).toEqual({ displayName: 'required' });
    expect(speakerProblems({ ...speakerFormValues(speaker), displayName: 'Various Speakers' })).toEqual({ displayName: 'placeholder' });
    expect(speakerProblems(speakerFormValues(speaker))).toEqual({});
  });

  it('sends only the changed fields', () => {
    const saved = speakerFormValues(speaker);
    expect(speakerPatchOf(saved, saved)).toEqual({});
    expect(speakerPatchOf(saved, { ...saved, displayName: ' Jane Q. Roe ', bio: 'Teacher' })).toEqual({ displayName: 'Jane Q. Roe', bio: 'Teacher' });
    expect(speakerPatchOf({ ...saved, bio: 'x' }, { ...saved, bio: '  ' })).toEqual({ bio: null });
  });

  it('lets only the owning broadcaster or a site admin edit', () => {
    expect(canEditSpeaker(speaker, 'gracechapel', true, false)).toBe(true);
    expect(canEditSpeaker(speaker, 'gracechapel', false, false)).toBe(false);
    expect(canEditSpeaker(speaker, 'berlinradio', true, false)).toBe(false);
    expect(canEditSpeaker({ broadcasterLock: null }, 'gracechapel', true, true)).toBe(true);
  });

  it('lists image generations newest first down to none', () => {
    expect(imageGenerations(speaker)).toEqual([2, 1, 0]);
    expect(imageGenerations({ imageMaxGeneration: 0 })).toEqual([0]);
  });

  it('builds the address of an earlier portrait on the same host', () => {
    expect(generationImageURL({ speakerID: 7, portraitURL: 'http://host:8080/media/images/speaker/7/2.jpg' }, 1)).toBe('http://host:8080/media/images/speaker/7/1.jpg');
    expect(generationImageURL({ speakerID: 7, portraitURL: '/media/artwork/speakers/7.svg' }, 1)).toBe('/media/images/speaker/7/1.jpg');
  });
});
