import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { checkBroadcasterId } from '@sermon/shared-contracts/api/check-broadcaster-id';
import { createBroadcaster } from '@sermon/shared-contracts/api/create-broadcaster';
import { getSignupCoupon } from '@sermon/shared-contracts/api/get-signup-coupon';
import { getSignupParams } from '@sermon/shared-contracts/api/get-signup-params';
import { ANONYMOUS_SESSION, type PlatformSession } from '@sermon/shared-contracts/auth/platform-session';
import { ApiError } from '@sermon/shared-contracts/errors/api-error';
import { fakeUser, signedInSession } from '@sermon/shared-contracts/testing/fake-session';
import { currentBroadcasterKey } from '../../components/access/current-broadcaster-store';
import { fakeBroadcaster, renderDashboard } from '../../components/testing/render-dashboard';
import { SignUpPage } from './SignUpPage';

jest.mock('@sermon/shared-contracts/api/check-broadcaster-id', () => ({ checkBroadcasterId: jest.fn() }));
jest.mock('@sermon/shared-contracts/api/create-broadcaster', () => ({ createBroadcaster: jest.fn() }));
jest.mock('@sermon/shared-contracts/api/get-signup-params', () => ({ getSignupParams: jest.fn() }));
jest.mock('@sermon/shared-contracts/api/get-signup-coupon', () => ({ getSignupCoupon: jest.fn() }));
const check = checkBroadcasterId as jest.MockedFunction<typeof checkBroadcasterId>;
const create = createBroadcaster as jest.MockedFunction<typeof createBroadcaster>;
const coupon = getSignupCoupon as jest.MockedFunction<typeof getSignupCoupon>;

const founder = fakeUser({ user_id: 41, username: 'founder', email: 'founder@example.org' });

beforeEach(() => {
  window.localStorage.clear();
  check.mockReset();
  create.mockReset();
  coupon.mockReset();
  check.mockImplementation(async (_client, id) => id !== 'gracechapel');
  (getSignupParams as jest.Mock).mockResolvedValue({
    categories: [],
    countries: [
      { code: 'US', name: 'United States' },
      { code: 'DE', name: 'Germany' },
    ],
    plans: [],
    broadcasterID: { minLength: 3, maxLength: 30 },
  });
});

async function renderSignUp(path = '/broadcaster/sign-up', session: PlatformSession = signedInSession(founder)) {
  let result!: ReturnType<typeof renderDashboard>;
  await act(async () => {
    result = renderDashboard(<SignUpPage />, { path, routePath: '/broadcaster/sign-up', current: null, props: { session } });
  });
  return result;
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('broadcaster sign-up', () => {
  it('states the ID rule for an id it refuses, without asking the server', async () => {
    await renderSignUp();
    type('sign-up-broadcaster-id', 'ab');
    expect(screen.getAllByText('3-30 characters, digits and lower-case letters, unique').length).toBeGreaterThan(0);
    type('sign-up-broadcaster-id', 'grace-chapel');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(check).not.toHaveBeenCalled();
  });

  it('lower-cases what is typed and says when the id is taken, after a pause in typing', async () => {
    await renderSignUp();
    type('sign-up-broadcaster-id', 'GraceChapel');
    expect((screen.getByTestId('sign-up-broadcaster-id') as HTMLInputElement).value).toBe('gracechapel');
    await waitFor(() => expect(screen.getByText('This Broadcaster ID is already in use.')).toBeTruthy());
    expect(check).toHaveBeenCalledTimes(1);
    type('sign-up-broadcaster-id', 'newhope');
    await waitFor(() => expect(screen.getByText('Available: your page will be at /broadcasters/newhope')).toBeTruthy());
  });

  it('creates the broadcaster, remembers it as the current one and opens its dashboard', async () => {
    create.mockResolvedValue(fakeBroadcaster({ broadcasterID: 'newhope', displayName: 'New Hope' }));
    const { router } = await renderSignUp();
    type('sign-up-broadcaster-id', 'newhope');
    type('sign-up-display-name', 'New Hope');
    type('sign-up-location', 'Austin, Texas');
    fireEvent.change(screen.getByTestId('sign-up-country'), { target: { value: 'DE' } });
    fireEvent.click(screen.getByTestId('sign-up-category-radio'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('sign-up-submit'));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-beta'));
    expect(create).toHaveBeenCalledWith(expect.anything(), {
      broadcasterID: 'newhope',
      displayName: 'New Hope',
      location: 'Austin, Texas',
      countryISOCode: 'DE',
      categories: 9,
      email: 'founder@example.org',
    });
    expect(window.localStorage.getItem(currentBroadcasterKey(41))).toBe('newhope');
  });

  it('shows the taken message when the server refuses the id (409) and stays on the page', async () => {
    create.mockRejectedValue(new ApiError('This Broadcaster ID is already in use.', 409, 'BROADCASTER_ID_TAKEN', { broadcasterID: 'This Broadcaster ID is already in use.' }));
    const { router } = await renderSignUp();
    type('sign-up-broadcaster-id', 'racedid');
    type('sign-up-display-name', 'Raced');
    type('sign-up-location', 'Leeds');
    await act(async () => {
      fireEvent.click(screen.getByTestId('sign-up-submit'));
    });
    await waitFor(() => expect(screen.getByTestId('sign-up-error').textContent).toBe('This Broadcaster ID is already in use.'));
    expect(router.state.location.pathname).toBe('/broadcaster/sign-up');
  });

  it('does not submit with missing fields or no category', async () => {
    await renderSignUp();
    type('sign-up-broadcaster-id', 'newhope');
    fireEvent.click(screen.getByTestId('sign-up-category-church'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('sign-up-submit'));
    });
    expect(create).not.toHaveBeenCalled();
    expect(screen.getByTestId('sign-up-error').textContent).toBe('Please correct the highlighted fields.');
    expect(screen.getByText('Choose at least one category.')).toBeTruthy();
  });

  it('sends a valid ?coupon= along and shows what it gives', async () => {
    coupon.mockResolvedValue({ code: 'WELCOME1', couponType: 'signup', description: 'First month free', discountCents: 0, freeMonths: 1, customMessage: null, broadcasterID: null });
    create.mockResolvedValue(fakeBroadcaster({ broadcasterID: 'couponch' }));
    await renderSignUp('/broadcaster/sign-up?coupon=welcome1');
    await waitFor(() => expect(screen.getByTestId('coupon-applied').textContent).toContain('First month free'));
    type('sign-up-broadcaster-id', 'couponch');
    type('sign-up-display-name', 'Coupon Church');
    type('sign-up-location', 'York');
    await act(async () => {
      fireEvent.click(screen.getByTestId('sign-up-submit'));
    });
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![1].coupon).toBe('WELCOME1');
  });

  it('asks a signed-out visitor to create an account first, coming back with the coupon', async () => {
    coupon.mockResolvedValue(null);
    await renderSignUp('/broadcaster/sign-up?coupon=nope', ANONYMOUS_SESSION);
    const link = screen.getByTestId('sign-up-create-account').getAttribute('href')!;
    const query = new URLSearchParams(link.split('?')[1]);
    expect(query.get('signup')).toBe('true');
    expect(query.get('next')).toBe('/broadcaster/sign-up?coupon=nope');
    await waitFor(() => expect(screen.getByTestId('coupon-invalid')).toBeTruthy());
  });

  it('tells an unverified user to verify first and keeps the button disabled', async () => {
    await renderSignUp('/broadcaster/sign-up', signedInSession(fakeUser({ verified: false })));
    expect(screen.getByTestId('sign-up-verify-first')).toBeTruthy();
    expect((screen.getByTestId('sign-up-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});
