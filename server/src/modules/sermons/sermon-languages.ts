// GET node/sermons/{id}/languages: the sermon and its translations (the published sermons of its translation
// group, plus unpublished ones the caller may see), each named in the reader's locale and in its own language.
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { SermonLanguageOption } from '@sermon/shared-contracts/entities/sermon-language';
import { nodeList } from '../../http/node-list';
import { nameInLocale, nativeName } from '../reference/language-names';
import type { SermonHeader } from './repo';

export const SERMON_LANGUAGES_NODE_TYPE = 'sermon_language';

/** The options in the order a language menu shows them: by name in the reader's locale, then by sermon id. */
export function sermonLanguageOptions(members: SermonHeader[], localeTag: string): NodeList<SermonLanguageOption> {
  const collator = new Intl.Collator(localeTag);
  const results = members
    .map(
      (member): SermonLanguageOption => ({
        sermonID: member.id,
        languageCode: member.languageCode,
        languageCode3: member.languageCode3,
        localizedName: nameInLocale(member.languageCode, localeTag),
        localizedNameInLanguage: nativeName(member.languageCode),
      }),
    )
    .sort(
      (a, b) =>
        collator.compare(a.localizedName, b.localizedName) ||
        a.sermonID.length - b.sermonID.length ||
        a.sermonID.localeCompare(b.sermonID),
    );
  return nodeList(SERMON_LANGUAGES_NODE_TYPE, 'Sermon Languages', results, results.length, null);
}
