import type { Article } from '@sermon/shared-contracts/entities/article';
import { articleFormValues, articlePatchOf, articleProblems, isIsoDate, localToday, parseCategories } from './article-form';

const article: Article = {
  type: 'article',
  articleID: 3,
  broadcasterID: 'gracechapel',
  broadcasterName: 'Grace Chapel',
  slug: 'untitled-article',
  title: 'Untitled Article',
  content: '',
  articleDate: '2024-05-01',
  draft: true,
  articleType: 'article',
  categories: ['News'],
  bannerImageURL: null,
  updateTimestamp: 1,
};

describe('article form', () => {
  it('parses categories from one line without duplicates', () => {
    expect(parseCategories('Doctrine, news ,, doctrine,  Church   life ')).toEqual(['Doctrine', 'news', 'Church life']);
    expect(parseCategories('')).toEqual([]);
  });

  it('checks title, slug, date and the category limit', () => {
    const values = { ...articleFormValues(article), title: '', slug: 'Bad Slug', articleDate: '2023-02-30', categories: Array.from({ length: 11 }, (_, i) => `c${i}`).join(',') };
    expect(articleProblems(values)).toEqual({ title: 'required', slug: 'slug', articleDate: 'date', categories: 'limit' });
    expect(articleProblems(articleFormValues(article))).toEqual({});
  });

  it('sends only what changed; publishing clears the draft flag', () => {
    const saved = articleFormValues(article);
    expect(articlePatchOf(saved, saved)).toEqual({});
    expect(articlePatchOf(saved, { ...saved, title: ' Grace ', categories: 'News, Doctrine', published: true, content: '<p>x</p>' })).toEqual({
      title: 'Grace',
      categories: ['News', 'Doctrine'],
      content: '<p>x</p>',
      draft: false,
    });
    expect(articlePatchOf(saved, { ...saved, categories: ' news ' })).toEqual({ categories: ['news'] });
  });

  it('knows real dates and the local day', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(localToday(new Date(2024, 0, 5, 23, 30))).toBe('2024-01-05');
  });
});
