// /broadcaster/sign-up (optional ?coupon=): a signed-in user with a verified e-mail creates a broadcaster and
// becomes its Admin. The Broadcaster ID is checked against the rule and for availability as it is typed, and
// again right before the create call (which itself refuses a taken id with 409).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { checkBroadcasterId } from '@sermon/shared-contracts/api/check-broadcaster-id';
import { createBroadcaster } from '@sermon/shared-contracts/api/create-broadcaster';
import { BROADCASTER_CATEGORY } from '@sermon/shared-contracts/entities/broadcaster';
import { isApiError } from '@sermon/shared-contracts/errors/api-error';
import { isValidEmail } from '@sermon/shared-contracts/rules/account-validation';
import {
  MAX_BROADCASTER_ID_LENGTH,
  MIN_BROADCASTER_ID_LENGTH,
  broadcasterIdProblems,
  normalizeBroadcasterIdInput,
} from '@sermon/shared-contracts/rules/broadcaster-id';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { CheckboxField } from '@sermon/shared-contracts/mf/forms/CheckboxField';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { SelectField } from '@sermon/shared-contracts/mf/forms/SelectField';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { PlatformLink } from '@sermon/shared-contracts/mf/PlatformLink';
import { Spinner } from '@sermon/shared-contracts/mf/Spinner';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useRemoteProps } from '@sermon/shared-contracts/mf/remote-props';
import { LOCALE_TAGS, type LocaleCode } from '@sermon/shared-contracts/i18n/locales';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { textLinkStyle } from '../../components/page/dashboard-styles';
import { useBroadcasterIdCheck } from './api/use-broadcaster-id-check';
import { useSignupCoupon, useSignupParams } from './api/use-signup-params';
import { AccountFrame } from './components/AccountFrame';
import { CouponBanner } from './components/CouponBanner';
import { useEnterDashboard } from './enter-dashboard';

export const BROADCASTER_ID_TAKEN_CODE = 'BROADCASTER_ID_TAKEN';
export const EMAIL_NOT_VERIFIED_CODE = 'EMAIL_NOT_VERIFIED';

/** Where a person without an account starts: the site's sign-up, coming back here afterwards. */
export function signUpReturnPath(search: string): string {
  return `/broadcaster/sign-up${search}`;
}

export function SignUpPage() {
  const { t } = useLingui();
  const { status, user } = useSession();
  const [params] = useSearchParams();
  const couponCode = params.get('coupon')?.trim() || null;
  const coupon = useSignupCoupon(couponCode);
  const title = t`Sign up your church or ministry`;
  const intro = t`Create a broadcaster account to publish sermons, stream webcasts and reach listeners everywhere.`;

  if (status === 'loading') {
    return (
      <AccountFrame title={title}>
        <Spinner label={t`Loading`} />
      </AccountFrame>
    );
  }
  if (status !== 'signed-in' || !user) {
    const next = signUpReturnPath(params.toString() ? `?${params.toString()}` : '');
    const query = new URLSearchParams({ signup: 'true', next }).toString();
    const loginQuery = new URLSearchParams({ next }).toString();
    return (
      <AccountFrame title={title} intro={intro} testId="broadcaster-sign-up">
        {couponCode && <CouponBanner code={couponCode} coupon={coupon} />}
        <p css={{ margin: 0, lineHeight: 1.6 }}>
          <Trans>A broadcaster account belongs to a personal account: create yours first (or sign in), then come back here.</Trans>
        </p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
          <PlatformLink to={`/user/login?${query}`} css={textLinkStyle} data-testid="sign-up-create-account">
            <Trans>Create an account</Trans>
          </PlatformLink>
          <PlatformLink to={`/user/login?${loginQuery}`} css={textLinkStyle} data-testid="sign-up-sign-in">
            <Trans>Sign in</Trans>
          </PlatformLink>
        </div>
      </AccountFrame>
    );
  }
  return (
    <AccountFrame title={title} intro={intro} testId="broadcaster-sign-up">
      {couponCode && <CouponBanner code={couponCode} coupon={coupon} />}
      {!user.verified && (
        <FormAlert kind="info" testId="sign-up-verify-first">
          <Trans>
            Verify your e-mail address before creating a broadcaster account.{' '}
            <PlatformLink to="/user/verify" css={textLinkStyle}>
              Verify now
            </PlatformLink>
          </Trans>
        </FormAlert>
      )}
      <SignUpForm defaultEmail={user.email ?? ''} verified={user.verified} coupon={coupon ? coupon.code : undefined} />
    </AccountFrame>
  );
}

/** The country's name in the reader's language (the server lists them in English). */
function countryNameIn(code: string, locale: LocaleCode): string | undefined {
  try {
    return new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region' }).of(code);
  } catch {
    return undefined;
  }
}

interface FormValues {
  broadcasterID: string;
  displayName: string;
  location: string;
  countryISOCode: string;
  categories: number;
  email: string;
}

function SignUpForm({ defaultEmail, verified, coupon }: { defaultEmail: string; verified: boolean; coupon: string | undefined }) {
  const { t } = useLingui();
  const client = useApiClient();
  const { locale } = useRemoteProps();
  const enterDashboard = useEnterDashboard();
  const { params, failed } = useSignupParams();
  const [values, setValues] = useState<FormValues>({ broadcasterID: '', displayName: '', location: '', countryISOCode: 'US', categories: 1, email: defaultEmail });
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof FormValues, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const availability = useBroadcasterIdCheck(values.broadcasterID);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setServerErrors((current) => ({ ...current, [key]: undefined }));
  };

  const min = MIN_BROADCASTER_ID_LENGTH;
  const max = MAX_BROADCASTER_ID_LENGTH;
  const ruleText = t`${min}-${max} characters, digits and lower-case letters, unique`;
  const takenText = t`This Broadcaster ID is already in use.`;
  const requiredText = t`This field is required.`;
  const idProblems = broadcasterIdProblems(values.broadcasterID).length ? [ruleText] : availability === 'taken' ? [takenText] : [];
  const nameProblems = values.displayName.trim() ? [] : [requiredText];
  const locationProblems = values.location.trim() ? [] : [requiredText];
  const emailProblems = isValidEmail(values.email.trim()) ? [] : [t`Enter a valid e-mail address.`];
  const categoriesProblem = values.categories === 0 ? t`Choose at least one category.` : null;

  const broadcasterID = values.broadcasterID;
  // the rule is the help of an empty field; once typed, a broken rule or a taken id shows as the field's error instead
  const idHelp =
    availability === 'checking'
      ? t`Checking availability…`
      : availability === 'available'
        ? t`Available: your page will be at /broadcasters/${broadcasterID}`
        : availability === 'unknown'
          ? t`Availability could not be checked; it will be checked again when you submit.`
          : availability === 'empty'
            ? ruleText
            : undefined;

  const categoryLabels: Record<keyof typeof BROADCASTER_CATEGORY, string> = {
    church: t`Church`,
    school: t`School`,
    seminary: t`Seminary`,
    radio: t`Radio broadcast`,
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const invalid = idProblems.length || nameProblems.length || locationProblems.length || emailProblems.length || categoriesProblem;
    if (invalid) {
      setFormError(t`Please correct the highlighted fields.`);
      return;
    }
    setBusy(true);
    try {
      // asked again: someone may have taken the id since it was checked
      if ((await checkBroadcasterId(client, values.broadcasterID)) === false) {
        setServerErrors({ broadcasterID: takenText });
        setFormError(takenText);
        return;
      }
      const created = await createBroadcaster(client, {
        broadcasterID: values.broadcasterID,
        displayName: values.displayName.trim(),
        location: values.location.trim(),
        countryISOCode: values.countryISOCode,
        categories: values.categories,
        email: values.email.trim(),
        ...(coupon ? { coupon } : {}),
      });
      await enterDashboard(created.broadcasterID);
    } catch (error) {
      if (isApiError(error) && error.httpStatus === 409) {
        setServerErrors({ broadcasterID: takenText });
        setFormError(takenText);
      } else if (isApiError(error) && error.apiCode === EMAIL_NOT_VERIFIED_CODE) {
        setFormError(t`Verify your e-mail address before creating a broadcaster account.`);
      } else if (isApiError(error) && error.httpStatus === 400) {
        // the server's texts per field (the rules above normally catch these first)
        setServerErrors(error.fieldErrors as Partial<Record<keyof FormValues, string>>);
        setFormError(error.fieldErrors.coupon ? t`This coupon is not valid or has already been used.` : t`Please correct the highlighted fields.`);
      } else {
        setFormError(t`Something went wrong while creating the broadcaster. Please try again.`);
      }
    } finally {
      setBusy(false);
    }
  }

  const countryOptions = (params?.countries ?? [{ code: 'US', name: 'United States' }]).map((country) => ({
    value: country.code,
    label: countryNameIn(country.code, locale) ?? country.name,
  }));

  return (
    <form noValidate onSubmit={submit} css={{ display: 'grid', gap: space(4) }} data-testid="broadcaster-sign-up-form">
      {failed && (
        <FormAlert kind="error">
          <Trans>The sign-up options could not be loaded. You can still sign up; reload the page to see every country.</Trans>
        </FormAlert>
      )}
      <TextField
        label={t`Broadcaster ID`}
        value={values.broadcasterID}
        onValueChange={(value) => set('broadcasterID', normalizeBroadcasterIdInput(value))}
        problems={idProblems}
        serverError={serverErrors.broadcasterID}
        help={idHelp}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={MAX_BROADCASTER_ID_LENGTH + 10}
        testId="sign-up-broadcaster-id"
        required
      />
      <TextField
        label={t`Name of the church or ministry`}
        value={values.displayName}
        onValueChange={(value) => set('displayName', value)}
        problems={submitted ? nameProblems : []}
        serverError={serverErrors.displayName}
        maxLength={100}
        autoComplete="organization"
        testId="sign-up-display-name"
        required
      />
      <TextField
        label={t`Location (city, state or region)`}
        value={values.location}
        onValueChange={(value) => set('location', value)}
        problems={submitted ? locationProblems : []}
        serverError={serverErrors.location}
        maxLength={100}
        testId="sign-up-location"
        required
      />
      <SelectField label={t`Country`} value={values.countryISOCode} options={countryOptions} onValueChange={(value) => set('countryISOCode', value)} testId="sign-up-country" />
      <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
        <legend css={{ fontWeight: 600, marginBottom: space(2) }}>
          <Trans>Categories</Trans>
        </legend>
        <div css={{ display: 'grid', gap: space(2), gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' }}>
          {(Object.keys(BROADCASTER_CATEGORY) as Array<keyof typeof BROADCASTER_CATEGORY>).map((key) => {
            const bit = BROADCASTER_CATEGORY[key];
            return (
              <CheckboxField
                key={key}
                label={categoryLabels[key]}
                checked={(values.categories & bit) !== 0}
                onCheckedChange={(checked) => set('categories', checked ? values.categories | bit : values.categories & ~bit)}
                testId={`sign-up-category-${key}`}
              />
            );
          })}
        </div>
        {(categoriesProblem || serverErrors.categories) && (
          <p role="alert" css={{ margin: 0, color: colors.danger, fontSize: '0.9rem' }}>
            {categoriesProblem ?? serverErrors.categories}
          </p>
        )}
      </fieldset>
      <TextField
        label={t`Contact e-mail`}
        type="email"
        value={values.email}
        onValueChange={(value) => set('email', value)}
        problems={emailProblems}
        serverError={serverErrors.email}
        help={t`Listeners and the site team use this address to reach you.`}
        autoComplete="email"
        testId="sign-up-email"
        required
      />
      {formError && (
        <FormAlert kind="error" testId="sign-up-error">
          {formError}
        </FormAlert>
      )}
      <div>
        <Button type="submit" busy={busy} disabled={!verified} data-testid="sign-up-submit">
          <Trans>Create broadcaster</Trans>
        </Button>
      </div>
    </form>
  );
}
