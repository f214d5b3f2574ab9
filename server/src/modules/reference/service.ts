// Reference data: the languages sermons exist in, named for the reader.
import type { Language } from '@sermon/shared-contracts/entities/language';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { Db } from '../../db/client';
import { nodeList } from '../../http/node-list';
import { languageCounts } from '../sermons/repo';
import { nowSeconds } from '../sermons/visibility';
import { englishName, nameInLocale, nativeName } from './language-names';

export async function languageList(db: Db, localeTag: string): Promise<NodeList<Language>> {
  const rows = await languageCounts(db, nowSeconds());
  const byCode = new Map<string, { code: string; code3: string; count: number }>();
  for (const row of rows) {
    const seen = byCode.get(row.code);
    byCode.set(row.code, seen ? { ...seen, count: seen.count + row.count } : row);
  }
  const results: Language[] = [...byCode.values()]
    .map((row) => ({
      type: 'language' as const,
      languageName: englishName(row.code),
      languageCode: row.code,
      languageCode3: row.code3,
      localizedName: nameInLocale(row.code, localeTag),
      localizedNameInLanguage: nativeName(row.code),
    }))
    .sort((a, b) => a.languageName.localeCompare(b.languageName, 'en'));
  return nodeList('languages_list', 'Languages', results, results.length, null);
}
