import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_CUSTOMIZATION, DEFAULT_EMAIL_SETTINGS, type BroadcasterSettings } from '@sermon/shared-contracts/entities/broadcaster-settings';
import { renderDashboard } from '../../components/testing/render-dashboard';
import { DonationsPage } from './DonationsPage';

const settings: BroadcasterSettings = {
  broadcasterID: 'gracechapel',
  displayName: 'Grace Chapel',
  shortName: 'Grace',
  location: 'Springfield',
  address: null,
  addressMail: null,
  phone: null,
  email: null,
  homePageURL: null,
  minister: null,
  denomination: null,
  serviceTimes: null,
  aboutUs: null,
  languageCode: null,
  churchSize: null,
  facebookUsername: null,
  twitterUsername: null,
  bibleVersion: null,
  listenLineNumber: null,
  welcomeVideoID: null,
  vacantPulpit: false,
  donatable: false,
  donationOptions: [],
  customization: DEFAULT_CUSTOMIZATION,
  emailSettings: DEFAULT_EMAIL_SETTINGS,
  socialAccounts: { twitter: null, google: null, facebook: null, dropbox: null, ftp: null },
};

/** Answers private_data with `settings` and records every write. */
function fakeApi() {
  const writes: Array<{ method: string; url: string; body: any }> = [];
  const fetchMock = jest.fn(async (url: string, init: { method?: string; body?: string } = {}) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') writes.push({ method, url, body: init.body ? JSON.parse(init.body) : undefined });
    const body = method === 'GET' ? settings : { type: 'broadcaster' };
    return { ok: true, status: 200, headers: { get: () => 'application/json' }, text: async () => JSON.stringify(body) };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return writes;
}

describe('DonationsPage', () => {
  it('names the required prefix of a PayPal link and sends nothing while it is wrong', async () => {
    const writes = fakeApi();
    renderDashboard(<DonationsPage />, { path: '/dashboard-beta/donations', props: { broadcasterApiKey: 'broadcaster-key' } });
    await screen.findByTestId('donations-form');
    fireEvent.click(screen.getByTestId('donations-donatable'));
    expect(screen.getByTestId('donations-list-error').textContent).toBe('Please add at least one donation option.');
    fireEvent.click(screen.getByTestId('donation-add'));
    fireEvent.change(screen.getByTestId('donation-url-0'), { target: { value: 'https://paypa1.example.com/give' } });
    expect(screen.getByText('The donation URL must start with https://www.paypal.com/')).toBeTruthy();
    await act(async () => {
      fireEvent.submit(screen.getByTestId('donations-form'));
    });
    expect(writes).toEqual([]);

    fireEvent.change(screen.getByTestId('donation-url-0'), { target: { value: 'https://www.paypal.com/donate/?id=1' } });
    await act(async () => {
      fireEvent.submit(screen.getByTestId('donations-form'));
    });
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.method).toBe('PATCH');
    expect(writes[0]!.body).toMatchObject({ donatable: true, donationOptions: [{ method: 'paypal', url: 'https://www.paypal.com/donate/?id=1', email: null }] });
  });

  it('ignores a submit when nothing changed', async () => {
    const writes = fakeApi();
    renderDashboard(<DonationsPage />, { path: '/dashboard-beta/donations', props: { broadcasterApiKey: 'broadcaster-key' } });
    await screen.findByTestId('donations-form');
    await act(async () => {
      fireEvent.submit(screen.getByTestId('donations-form'));
    });
    expect(writes).toEqual([]);
  });
});
