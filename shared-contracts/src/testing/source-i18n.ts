// The i18n that tests and stories render with: the source (English) messages the macros leave in the code, compiled
// on first use so placeholders are filled ("Resume from 12:34", not "Resume from {time}"). The apps load catalogs
// compiled ahead instead, so this compiler never ships in them.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

export function createSourceI18n(locale = 'en', messages: Messages = {}): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}
