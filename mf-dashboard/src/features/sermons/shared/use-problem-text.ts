// The sermon rules' problems (shared-contracts rules/sermon-validation.ts) in the reader's language.
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { PublishBlock, SermonProblem } from '@sermon/shared-contracts/rules/sermon-validation';
import { DEFAULT_SERMON_TITLE } from '@sermon/shared-contracts/constants/publish-state';

export function useProblemText(): (problem: Pick<SermonProblem, 'kind' | 'values'>) => string {
  const { t } = useLingui();
  return useCallback(
    (problem) => {
      const values = problem.values ?? {};
      const max = String(values.max ?? '');
      const reference = String(values.reference ?? '');
      const text = String(values.text ?? '');
      const title = DEFAULT_SERMON_TITLE;
      switch (problem.kind) {
        case 'titleRequired':
          return t`Title is required`;
        case 'speakerRequired':
          return t`Speaker is required`;
        case 'tooLong':
          return t`Must be at most ${max} characters`;
        case 'invalidBibleReference':
          return t`${reference} is not a valid Bible reference`;
        case 'duplicate':
          return t`${text} has already been added`;
        case 'limitReached':
          return t`Limit has been reached`;
        case 'keywordInvalid':
          return t`Keywords are single words without spaces`;
        case 'languageUnavailable':
          return t`This language is not available`;
        case 'languageLocked':
          return t`The language cannot be changed once media has been uploaded`;
        case 'eventTypeUnknown':
          return t`Choose an event type from the list`;
        case 'dateInvalid':
          return t`Enter a valid date (YYYY-MM-DD)`;
        case 'copyrightRequired':
          return t`The copyright acknowledgement is required to publish`;
        case 'alreadyPublished':
          return t`This sermon is already published`;
        case 'unknownSpeaker':
          return t`Choose a known speaker before publishing`;
        case 'defaultTitle':
          return t`Give the sermon a title other than "${title}" before publishing`;
        case 'linkInvalid':
          return t`Enter a valid web address (http or https)`;
      }
    },
    [t],
  );
}

export function usePublishBlockText(): (block: PublishBlock) => string {
  const text = useProblemText();
  return useCallback((block) => text({ kind: block, values: {} }), [text]);
}
