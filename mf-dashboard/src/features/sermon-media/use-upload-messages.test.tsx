import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PIPELINE_MESSAGES } from '@sermon/shared-contracts/constants/pipeline-messages';
import { UPLOAD_MESSAGES, formatByteLimit } from '@sermon/shared-contracts/constants/uploads';
import { formatMessage } from '@sermon/shared-contracts/errors/messages';
import { createSourceI18n } from '@sermon/shared-contracts/testing/source-i18n';
import { messages as german } from '../../locales/de/messages';
import { messages as english } from '../../locales/en/messages';
import { matchTemplate, useUploadMessages } from './use-upload-messages';

function translator(i18n: I18n) {
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  return renderHook(() => useUploadMessages(), { wrapper }).result.current;
}
const compiled = (locale: string, messages: typeof german) => setupI18n({ locale, messages: { [locale]: messages } });

describe('useUploadMessages', () => {
  it('reads the values back out of a filled template', () => {
    const text = formatMessage(UPLOAD_MESSAGES.imageTooSmall, { width: 600, height: 600, actualWidth: 320, actualHeight: 240 });
    expect(matchTemplate(UPLOAD_MESSAGES.imageTooSmall, text)).toEqual({ width: '600', height: '600', actualWidth: '320', actualHeight: '240' });
    expect(matchTemplate(UPLOAD_MESSAGES.imageTooSmall, 'The image must be at least 600×600 pixels.')).toBeNull();
    // regex characters in a template are letters, not patterns
    expect(matchTemplate(UPLOAD_MESSAGES.emptyFile, 'The file is empty (0 bytes). Choose a file that has content.')).toEqual({});
    expect(matchTemplate(UPLOAD_MESSAGES.emptyFile, 'The file is empty X0 bytesX. Choose a file that has content.')).toBeNull();
  });

  it('gives the English source text back for an English page, placeholders filled', () => {
    const translate = translator(compiled('en', english));
    const tooLarge = formatMessage(UPLOAD_MESSAGES.fileTooLarge, { limit: formatByteLimit(8 * 1024 ** 3) });
    expect(translate(tooLarge)).toBe('The file is too large: this upload may be at most 8 GB.');
    expect(translate(UPLOAD_MESSAGES.removeVideoFirst)).toBe(UPLOAD_MESSAGES.removeVideoFirst);
  });

  it('translates filled templates, fixed refusals and pipeline failures with the German catalogue', () => {
    const translate = translator(compiled('de', german));
    const tooLarge = formatMessage(UPLOAD_MESSAGES.fileTooLarge, { limit: '8 GB' });
    const result = translate(tooLarge);
    expect(result).not.toBe(tooLarge);
    expect(result).toContain('8 GB');
    expect(result).toMatch(/Datei/);
    expect(translate(UPLOAD_MESSAGES.captionsNeedMedia)).toMatch(/Untertitel/);
    expect(translate(UPLOAD_MESSAGES.removeAudioFirst)).toMatch(/Audio/);
    expect(translate(UPLOAD_MESSAGES.removeAudioFirst)).not.toBe(UPLOAD_MESSAGES.removeAudioFirst);
    const offset = translate(formatMessage(UPLOAD_MESSAGES.offsetMismatch, { offset: 1024, sent: 512 }));
    expect(offset).toContain('1024');
    expect(offset).toContain('512');
    expect(offset).not.toMatch(/continues/);
    const small = translate(formatMessage(UPLOAD_MESSAGES.imageTooSmall, { width: 600, height: 600, actualWidth: 320, actualHeight: 240 }));
    expect(small).toContain('320×240');
    expect(small).not.toMatch(/at least/);
    expect(translate(PIPELINE_MESSAGES.noAudioTrack)).not.toBe(PIPELINE_MESSAGES.noAudioTrack);
    // a job's errors of several attempts: each part on its own
    const twice = translate(`${PIPELINE_MESSAGES.notPdf} / ${PIPELINE_MESSAGES.notPdf}`);
    expect(twice.split(' / ')).toHaveLength(2);
    expect(twice).not.toContain(PIPELINE_MESSAGES.notPdf);
  });

  it('leaves texts it does not know as they came', () => {
    const translate = translator(createSourceI18n('de'));
    expect(translate('Something new went wrong')).toBe('Something new went wrong');
    expect(translate('')).toBe('');
  });
});
