// Length limits of the dashboard's content forms (series, speakers, articles, notices); the server enforces the
// same numbers, so a form never offers what a save would refuse.

export const CONTENT_LIMITS = {
  seriesTitle: 150,
  seriesDescription: 5000,
  speakerName: 100,
  speakerBio: 10_000,
  articleTitle: 200,
  articleSlug: 120,
  /** sanitised HTML */
  articleContent: 200_000,
  articleCategories: 10,
  articleCategory: 60,
  noticeTitle: 120,
  noticeText: 2000,
} as const;
