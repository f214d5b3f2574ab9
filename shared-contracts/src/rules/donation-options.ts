// Donation options of a broadcaster (spec doc 1 §5: "donations need at least one option; donation URL must start
// with a required prefix"). The settings page and PATCH node/broadcasters/{id} check the same rules, so a list the
// page accepts is never refused by the server and the other way round.

export const DONATION_METHODS = ['cornerstone', 'paypal', 'stripe', 'mail', 'other'] as const;
export type DonationMethod = (typeof DONATION_METHODS)[number];

export interface DonationOption {
  method: DonationMethod;
  /** what the button or the mailing text says; for 'mail' the postal address to send gifts to */
  label: string;
  /** receipts and questions about giving */
  email: string | null;
  /** where the giver is sent; null for 'mail' */
  url: string | null;
}

/** A page may offer a handful of ways to give; more only confuses givers. */
export const MAX_DONATION_OPTIONS = 10;
export const MAX_DONATION_LABEL_LENGTH = 500;
export const MAX_DONATION_URL_LENGTH = 2000;

/**
 * Accepted URL prefixes per method: givers must land on the payment provider itself (a look-alike domain or a
 * plain-http page would collect money or card details for someone else).
 */
export const DONATION_URL_PREFIXES: Record<Exclude<DonationMethod, 'mail'>, readonly string[]> = {
  cornerstone: ['https://'],
  paypal: ['https://www.paypal.com/'],
  stripe: ['https://donate.stripe.com/', 'https://buy.stripe.com/'],
  other: ['https://'],
};

export const DONATION_MESSAGES = {
  atLeastOne: 'Please add at least one donation option.',
  tooMany: 'Limit has been reached',
  methodUnknown: 'Choose how givers donate.',
  urlRequired: 'Enter the donation URL.',
  /** {prefix}: the accepted prefixes joined by ' or ' */
  urlPrefix: 'The donation URL must start with {prefix}',
  urlInvalid: 'Enter a valid URL.',
  addressRequired: 'Enter the mailing address for donations.',
  labelTooLong: 'This text is too long.',
  emailInvalid: 'Enter a valid e-mail address.',
} as const;

export type DonationOptionProblem = { field: 'method' | 'label' | 'email' | 'url'; message: string; values?: Record<string, string> };

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The required prefixes of a method, as the message names them. */
export function donationUrlPrefixText(method: Exclude<DonationMethod, 'mail'>): string {
  return DONATION_URL_PREFIXES[method].join(' or ');
}

/** Problems of one option (empty when it is fine). `isEmail` is the account e-mail rule, passed in to keep one rule. */
export function donationOptionProblems(option: DonationOption, isEmail: (value: string) => boolean): DonationOptionProblem[] {
  const problems: DonationOptionProblem[] = [];
  if (!(DONATION_METHODS as readonly string[]).includes(option.method)) {
    return [{ field: 'method', message: DONATION_MESSAGES.methodUnknown }];
  }
  if (option.label.length > MAX_DONATION_LABEL_LENGTH) problems.push({ field: 'label', message: DONATION_MESSAGES.labelTooLong });
  if (option.email && !isEmail(option.email)) problems.push({ field: 'email', message: DONATION_MESSAGES.emailInvalid });
  if (option.method === 'mail') {
    if (!option.label.trim()) problems.push({ field: 'label', message: DONATION_MESSAGES.addressRequired });
    return problems;
  }
  const url = option.url?.trim() ?? '';
  if (!url) {
    problems.push({ field: 'url', message: DONATION_MESSAGES.urlRequired });
  } else if (url.length > MAX_DONATION_URL_LENGTH) {
    problems.push({ field: 'url', message: DONATION_MESSAGES.urlInvalid });
  } else if (!DONATION_URL_PREFIXES[option.method].some((prefix) => url.toLowerCase().startsWith(prefix))) {
    const prefix = donationUrlPrefixText(option.method);
    problems.push({ field: 'url', message: DONATION_MESSAGES.urlPrefix, values: { prefix } });
  } else if (!isHttpsUrl(url)) {
    problems.push({ field: 'url', message: DONATION_MESSAGES.urlInvalid });
  }
  return problems;
}

/** Problems of the whole list: a donatable broadcaster needs at least one option, and at most MAX_DONATION_OPTIONS. */
export function donationListProblem(options: readonly DonationOption[], donatable: boolean): string | null {
  if (donatable && options.length === 0) return DONATION_MESSAGES.atLeastOne;
  if (options.length > MAX_DONATION_OPTIONS) return DONATION_MESSAGES.tooMany;
  return null;
}
