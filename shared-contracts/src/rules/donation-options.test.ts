import { isValidEmail } from './account-validation';
import { DONATION_MESSAGES, donationListProblem, donationOptionProblems, type DonationOption } from './donation-options';

const option = (over: Partial<DonationOption>): DonationOption => ({ method: 'other', label: 'Give', email: null, url: 'https://give.example.org/', ...over });
const problems = (over: Partial<DonationOption>) => donationOptionProblems(option(over), isValidEmail);

describe('donation options', () => {
  it('accepts a PayPal link on www.paypal.com', () => {
    expect(problems({ method: 'paypal', url: 'https://www.paypal.com/donate/?hosted_button_id=X' })).toEqual([]);
  });

  it('refuses a PayPal link on another host and names the prefix', () => {
    expect(problems({ method: 'paypal', url: 'https://paypal.example.com/donate' })).toEqual([
      { field: 'url', message: DONATION_MESSAGES.urlPrefix, values: { prefix: 'https://www.paypal.com/' } },
    ]);
  });

  it('accepts both Stripe hosts and refuses plain http', () => {
    expect(problems({ method: 'stripe', url: 'https://donate.stripe.com/abc' })).toEqual([]);
    expect(problems({ method: 'stripe', url: 'https://buy.stripe.com/abc' })).toEqual([]);
    expect(problems({ method: 'stripe', url: 'http://donate.stripe.com/abc' })[0]?.values).toEqual({
      prefix: 'https://donate.stripe.com/ or https://buy.stripe.com/',
    });
  });

  it('requires https for other links and a URL at all', () => {
    expect(problems({ url: 'http://give.example.org' })[0]?.field).toBe('url');
    expect(problems({ url: 'javascript:alert(1)' })[0]?.field).toBe('url');
    expect(problems({ url: '' })).toEqual([{ field: 'url', message: DONATION_MESSAGES.urlRequired }]);
    expect(problems({ url: 'https://' })).toEqual([{ field: 'url', message: DONATION_MESSAGES.urlInvalid }]);
  });

  it('needs a mailing address for gifts by mail and no URL', () => {
    expect(problems({ method: 'mail', label: '  ', url: null })).toEqual([{ field: 'label', message: DONATION_MESSAGES.addressRequired }]);
    expect(problems({ method: 'mail', label: '1 Church St, Springfield', url: null })).toEqual([]);
  });

  it('checks the receipt e-mail with the account rule', () => {
    expect(problems({ email: 'not-an-address' })).toEqual([{ field: 'email', message: DONATION_MESSAGES.emailInvalid }]);
    expect(problems({ email: 'giving@example.org' })).toEqual([]);
  });

  it('refuses an unknown method', () => {
    expect(problems({ method: 'bitcoin' as never })).toEqual([{ field: 'method', message: DONATION_MESSAGES.methodUnknown }]);
  });

  it('needs at least one option when the broadcaster takes donations', () => {
    expect(donationListProblem([], true)).toBe(DONATION_MESSAGES.atLeastOne);
    expect(donationListProblem([], false)).toBeNull();
    expect(donationListProblem([option({})], true)).toBeNull();
    expect(donationListProblem(Array.from({ length: 11 }, () => option({})), true)).toBe(DONATION_MESSAGES.tooMany);
  });
});
