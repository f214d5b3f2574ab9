import type { RemoteManifestEntry } from '@sermon/shared-contracts/mf/custom-props';
import { REMOTE_ROUTE_PREFIXES } from '@sermon/shared-contracts/routes/route-table';
import { isRemoteActiveAt, pageOwner } from './remote-activity';

const entries: RemoteManifestEntry[] = [
  { name: 'mf_public', manifest: '/mf/mf-public/mf-manifest.json', routes: REMOTE_ROUTE_PREFIXES['mf-public'] },
  { name: 'mf_player', manifest: '/mf/mf-player/mf-manifest.json', routes: ['*'] },
  { name: 'mf_dashboard', manifest: '/mf/mf-dashboard/mf-manifest.json', routes: REMOTE_ROUTE_PREFIXES['mf-dashboard'] },
  { name: 'mf_video_wall', manifest: '/mf/mf-video-wall/mf-manifest.json', routes: ['/video-wall'] },
];

describe('remote activity', () => {
  it('matches prefixes after stripping the locale', () => {
    expect(isRemoteActiveAt(['/sermons'], '/de/sermons/1')).toBe(true);
    expect(isRemoteActiveAt(['/'], '/de')).toBe(true);
    expect(isRemoteActiveAt(['/'], '/de/sermons')).toBe(false);
    expect(isRemoteActiveAt(['/sermons'], '/desermons')).toBe(false);
  });

  it('keeps the player mounted across pages of every remote but the video wall', () => {
    expect(isRemoteActiveAt(['*'], '/')).toBe(true);
    expect(isRemoteActiveAt(['*'], '/fr/dashboard-beta/sermons')).toBe(true);
    expect(isRemoteActiveAt(['*'], '/video-wall/qr')).toBe(false);
  });
});

describe('the remote that renders a page', () => {
  it('is the one whose prefix matches', () => {
    expect(pageOwner(entries, '/sermons')?.name).toBe('mf_public');
    expect(pageOwner(entries, '/ko')?.name).toBe('mf_public');
    expect(pageOwner(entries, '/de/broadcaster/sign-in')?.name).toBe('mf_dashboard');
  });

  it('is the player for its own embed pages', () => {
    expect(pageOwner(entries, '/embed/classic/player/a/1')?.name).toBe('mf_player');
    expect(pageOwner(entries, '/de/player/sermon/legacy/1')?.name).toBe('mf_player');
  });

  it('is nobody for an unknown page, or for a remote missing from the manifest', () => {
    expect(pageOwner(entries, '/no-such-page')).toBeNull();
    expect(pageOwner(entries, '/promotions')).toBeNull();
  });
});
