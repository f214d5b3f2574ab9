import { fireEvent, render } from '@testing-library/react';
import { fixtureAudioSermon } from '@sermon/shared-contracts/machines/player-sermon-fixture';
import { Artwork } from './Artwork';

describe('Artwork', () => {
  it('shows the speaker over the blurred broadcaster image', () => {
    const sermon = fixtureAudioSermon();
    const { container } = render(<Artwork sermon={sermon} />);
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual([sermon.broadcaster.imageURL, sermon.speaker.portraitURL]);
  });

  it('drops pictures that fail to load and shows the headphones instead', () => {
    const { container } = render(<Artwork sermon={fixtureAudioSermon()} />);
    for (const img of [...container.querySelectorAll('img')]) fireEvent.error(img);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelector('svg')).not.toBeNull();
  });
});
