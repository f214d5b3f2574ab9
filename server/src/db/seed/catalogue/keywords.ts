// Space-separated keywords (they become hashtags) drawn from a sermon's title, passage and occasion.
import type { EventType } from './event-types';
import type { CatalogueLanguage } from './languages';

/** Title word stems and the keyword each suggests, per language. */
const THEMES: Record<CatalogueLanguage, readonly (readonly [RegExp, string])[]> = {
  en: [
    [/\bgrace\b/i, 'grace'], [/\bfaith/i, 'faith'], [/\blove|charity/i, 'love'], [/\bhope\b/i, 'hope'],
    [/\bpray/i, 'prayer'], [/\bcross\b|crucif/i, 'cross'], [/\brisen|resurrection|empty tomb/i, 'resurrection'],
    [/\bholy|holiness|sanctif/i, 'holiness'], [/\bsin(s|ners?)?\b/i, 'sin'], [/\brepent/i, 'repentance'],
    [/\bgospel/i, 'gospel'], [/\bchurch/i, 'church'], [/\bmarriage|wives|husband|household|family/i, 'family'],
    [/\bjoy|rejoice/i, 'joy'], [/\bpeace\b/i, 'peace'], [/\bshepherd|sheep|flock/i, 'shepherd'],
    [/\bsaved|salvation|saviour|redeem|redemption/i, 'salvation'], [/\bspirit\b/i, 'holyspirit'],
    [/\bkingdom\b/i, 'kingdom'], [/\bheaven/i, 'heaven'], [/\bdeath|dead\b|die\b/i, 'death'],
    [/\bjudg/i, 'judgment'], [/\bwisdom|wise\b/i, 'wisdom'], [/\brighteous/i, 'righteousness'],
    [/\bmercy|pardon|forgive/i, 'forgiveness'], [/\bcovenant/i, 'covenant'], [/\bcreat/i, 'creation'],
    [/\bprovidence|provide/i, 'providence'], [/\bassurance|ye may know/i, 'assurance'], [/\bworship|praise/i, 'worship'],
    [/\bnations|mission|harvest|witness/i, 'missions'], [/\bborn\b|nativity|child is born|tidings/i, 'christmas'],
    [/\bcomfort/i, 'comfort'], [/\bsuffer|trial|affliction|storm/i, 'suffering'], [/\bword\b|scripture/i, 'bible'],
    [/\bblood|lamb\b|atonement/i, 'atonement'], [/\belect|chosen|election/i, 'election'],
  ],
  de: [
    [/gnade/i, 'gnade'], [/glaube/i, 'glaube'], [/liebe|geliebt/i, 'liebe'], [/hoffnung/i, 'hoffnung'],
    [/evangeli/i, 'evangelium'], [/hirte/i, 'hirte'], [/auferst/i, 'auferstehung'], [/sünde/i, 'sünde'],
    [/gerecht/i, 'rechtfertigung'], [/frieden|friede/i, 'frieden'], [/sorge|fürchte/i, 'vertrauen'], [/gebor|heiland/i, 'weihnachten'],
  ],
  fr: [
    [/grâce/i, 'grâce'], [/foi/i, 'foi'], [/amour/i, 'amour'], [/berger/i, 'berger'], [/résurrection/i, 'résurrection'],
    [/vie\b/i, 'vie'], [/parole/i, 'parole'], [/prière/i, 'prière'], [/lumière/i, 'lumière'], [/salut|sauvés/i, 'salut'],
  ],
  ko: [
    [/은혜/, '은혜'], [/믿음/, '믿음'], [/사랑/, '사랑'], [/목자/, '목자'], [/성령/, '성령'], [/기뻐/, '기쁨'],
    [/복/, '복'], [/구원/, '구원'], [/십자가/, '십자가'], [/기도|부르짖/, '기도'],
  ],
  pt: [
    [/graça/i, 'graça'], [/fé\b/i, 'fé'], [/amor/i, 'amor'], [/pastor/i, 'pastor'], [/justi[çf]/i, 'justificação'],
    [/pecado/i, 'pecado'], [/esperança/i, 'esperança'], [/ressurreição/i, 'ressurreição'], [/salvação/i, 'salvação'],
  ],
  es: [
    [/gracia/i, 'gracia'], [/\bfe\b/i, 'fe'], [/amor|amó/i, 'amor'], [/pastor/i, 'pastor'], [/paz\b/i, 'paz'],
    [/pecado|perdonad/i, 'perdón'], [/espíritu/i, 'espíritu'], [/iglesia/i, 'iglesia'], [/salvador|redención/i, 'salvación'],
    [/perdid|pródigo/i, 'evangelio'],
  ],
};

const OCCASION_KEYWORDS: Partial<Record<EventType, string>> = {
  'Funeral Service': 'funeral',
  Wedding: 'marriage',
  Youth: 'youth',
  Children: 'children',
  Conference: 'conference',
  'Camp Meeting': 'revival',
  Debate: 'apologetics',
  Testimony: 'testimony',
  Devotional: 'devotional',
  'Current Events': 'culture',
  'Audio Book': 'classics',
  'Classic Audio': 'classics',
};

export function keywordsFor(
  title: string,
  bibleText: string | null,
  languageCode: CatalogueLanguage,
  eventType: EventType,
): string | null {
  const words: string[] = [];
  for (const [pattern, keyword] of THEMES[languageCode]) if (pattern.test(title)) words.push(keyword);
  const occasion = OCCASION_KEYWORDS[eventType];
  if (occasion) words.push(occasion);
  // Book hashtags are English words, so only English sermons carry them.
  if (bibleText && languageCode === 'en') {
    const book = /^(.+?)\s+\d/.exec(bibleText)?.[1];
    if (book) words.push(book.toLowerCase().replace(/\s+/g, ''));
  }
  const unique = [...new Set(words)].slice(0, 5);
  return unique.length > 0 ? unique.join(' ') : null;
}
