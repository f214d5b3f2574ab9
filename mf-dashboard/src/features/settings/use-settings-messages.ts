// The server's English texts of the settings calls (entities/broadcaster-settings, rules/donation-options) in the
// reader's language; a text not known here (a new server message) is shown as it came.
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { SETTINGS_MESSAGES } from '@sermon/shared-contracts/entities/broadcaster-settings';
import { DONATION_MESSAGES } from '@sermon/shared-contracts/rules/donation-options';

export function useSettingsMessages(): (text: string) => string {
  const { t } = useLingui();
  return useCallback(
    (text: string) => {
      const prefix = /^The donation URL must start with (.+)$/.exec(text)?.[1];
      if (prefix !== undefined) return t`The donation URL must start with ${prefix}`;
      const provider = /^Linking (.+) is not configured on this server$/.exec(text)?.[1];
      if (provider !== undefined) return t`Linking ${provider} is not configured on this server`;
      switch (text) {
        case SETTINGS_MESSAGES.required:
          return t`This field is required.`;
        case SETTINGS_MESSAGES.tooLong:
        case DONATION_MESSAGES.labelTooLong:
          return t`This text is too long.`;
        case SETTINGS_MESSAGES.email:
        case DONATION_MESSAGES.emailInvalid:
          return t`Enter a valid e-mail address.`;
        case SETTINGS_MESSAGES.url:
        case DONATION_MESSAGES.urlInvalid:
          return t`Enter a valid URL.`;
        case SETTINGS_MESSAGES.color:
          return t`Use a color such as #1d4ed8.`;
        case SETTINGS_MESSAGES.number:
          return t`Enter a whole number.`;
        case SETTINGS_MESSAGES.choice:
        case DONATION_MESSAGES.methodUnknown:
          return t`Choose one of the options.`;
        case DONATION_MESSAGES.atLeastOne:
          return t`Please add at least one donation option.`;
        case DONATION_MESSAGES.tooMany:
          return t`Limit has been reached`;
        case DONATION_MESSAGES.urlRequired:
          return t`Enter the donation URL.`;
        case DONATION_MESSAGES.addressRequired:
          return t`Enter the mailing address for donations.`;
        default:
          return text;
      }
    },
    [t],
  );
}
