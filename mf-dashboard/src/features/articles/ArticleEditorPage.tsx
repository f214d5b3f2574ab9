// articles/{articleID}: title, address, date, categories, HTML content (sanitised by the server on save, the preview
// shows what was saved), publish state, banner; delete.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { deleteArticle } from '@sermon/shared-contracts/api/delete-article';
import { deleteImage } from '@sermon/shared-contracts/api/delete-image';
import { getArticle } from '@sermon/shared-contracts/api/get-article';
import { patchArticle } from '@sermon/shared-contracts/api/patch-article';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { CONTENT_LIMITS } from '@sermon/shared-contracts/constants/content-limits';
import type { Article, ArticleType } from '@sermon/shared-contracts/entities/article';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { CheckboxField } from '@sermon/shared-contracts/mf/forms/CheckboxField';
import { SelectField } from '@sermon/shared-contracts/mf/forms/SelectField';
import { TextAreaField } from '@sermon/shared-contracts/mf/forms/TextAreaField';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { breakpoints, colors, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useDashboardBroadcaster } from '../../components/access/use-dashboard-broadcaster';
import { IncorrectBroadcaster } from '../../components/access/IncorrectBroadcaster';
import { ForbiddenScreen } from '../../components/access/RequireBroadcasterRole';
import { ConfirmDialog } from '../../components/content/ConfirmDialog';
import { ImageUploadField } from '../../components/content/ImageUploadField';
import { LoadStatus } from '../../components/content/LoadStatus';
import { messageOf, toastError, toastSuccess } from '../../components/content/toasts';
import { useLoad } from '../../components/content/use-load';
import { DashboardNotFound } from '../../components/not-found/DashboardNotFound';
import { DashboardPage } from '../../components/page/DashboardPage';
import { mutedTextStyle, panelStyle, panelTitleStyle } from '../../components/page/dashboard-styles';
import { useDashboardHref } from '../../components/page/use-dashboard-href';
import { DashboardForm } from '../../components/unsaved/DashboardForm';
import { useContentEditor } from '../content-editing/use-content-editor';
import { articleFormValues, articlePatchOf, articleProblems, type ArticleProblem } from './article-form';

const FORM_ID = 'article-editor-form';

export function ArticleEditorPage() {
  const { t } = useLingui();
  const { articleID = '' } = useParams();
  const client = useApiClient();
  const { broadcasterID, can } = useDashboardBroadcaster();
  const load = useLoad((signal) => getArticle(client, articleID, { signal, noCache: true }), [client, articleID]);
  if (!/^\d+$/.test(articleID) || (load.state === 'failed' && load.status === 404)) return <DashboardNotFound kind="article" />;
  if (load.state === 'ready' && load.data.broadcasterID !== broadcasterID) return <IncorrectBroadcaster ownerID={load.data.broadcasterID} />;
  if (load.state === 'ready' && !can(BROADCASTER_ROLES.Uploader)) return <ForbiddenScreen />;
  return (
    <DashboardPage
      title={load.state === 'ready' ? load.data.title : t`Article`}
      breadcrumbs={[{ label: t`Articles`, to: 'articles' }]}
      testId="article-editor-page"
      actions={
        load.state === 'ready' ? (
          <Button type="submit" form={FORM_ID} data-testid="article-save">
            {t`Save`}
          </Button>
        ) : undefined
      }
    >
      {load.state === 'ready' ? (
        <ArticleForm article={load.data} onSaved={load.replace} onImageChanged={load.reload} />
      ) : (
        <LoadStatus failed={load.state === 'failed'} onRetry={load.reload} />
      )}
    </DashboardPage>
  );
}

function ArticleForm({ article, onSaved, onImageChanged }: { article: Article; onSaved: (a: Article) => void; onImageChanged: () => void }) {
  const { t } = useLingui();
  const client = useApiClient();
  const navigate = useNavigate();
  const href = useDashboardHref();
  const { form, serverErrors, set, save } = useContentEditor({
    item: article,
    valuesOf: articleFormValues,
    problemsOf: articleProblems,
    patch: (saved, edited) => patchArticle(client, article.articleID, articlePatchOf(saved, edited)),
    onSaved,
    savedMessage: (saved) => (saved.draft ? t`Draft saved` : t`Article saved`),
    serverFieldOf: (key) => (key === 'published' ? 'draft' : key),
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const problems = articleProblems(form.values);
  const maxCategories = CONTENT_LIMITS.articleCategories;
  const text = (problem: ArticleProblem | undefined): string[] => {
    switch (problem) {
      case 'required':
        return [t`This field is required.`];
      case 'tooLong':
        return [t`This text is too long.`];
      case 'slug':
        return [t`Use lower-case letters, digits and single dashes.`];
      case 'date':
        return [t`Enter a date.`];
      case 'limit':
        return [t`Limit has been reached`, t`At most ${maxCategories} categories.`];
      default:
        return [];
    }
  };
  const remove = async () => {
    setDeleting(true);
    try {
      await deleteArticle(client, article.articleID);
      form.markSaved(form.values);
      toastSuccess(t`Article deleted`);
      navigate(href('articles'));
    } catch (error) {
      toastError(messageOf(error));
      setDeleting(false);
      setConfirmDelete(false);
    }
  };

  const types: { value: ArticleType; label: string }[] = [
    { value: 'article', label: t`Article` },
    { value: 'blog', label: t`Blog post` },
    { value: 'news', label: t`News` },
  ];
  const grid = { display: 'grid', gap: space(4), gridTemplateColumns: '1fr', [breakpoints.md]: { gridTemplateColumns: '1fr 1fr' } } as const;
  return (
    <>
      <DashboardForm id={FORM_ID} dirty={form.dirty} onSubmit={save} testId="article-form">
        <section css={panelStyle}>
          <h2 css={panelTitleStyle}>{t`Details`}</h2>
          <div css={{ display: 'grid', gap: space(4) }}>
            <TextField label={t`Title`} value={form.values.title} maxLength={CONTENT_LIMITS.articleTitle} onValueChange={(v) => set('title', v)} problems={text(problems.title)} serverError={serverErrors.title} testId="article-title" />
            <div css={grid}>
              <TextField label={t`Address`} value={form.values.slug} maxLength={CONTENT_LIMITS.articleSlug} help={`/article/${article.broadcasterID}/${form.values.slug}`} onValueChange={(v) => set('slug', v)} problems={text(problems.slug)} serverError={serverErrors.slug} testId="article-slug" />
              <TextField label={t`Date`} type="date" value={form.values.articleDate} onValueChange={(v) => set('articleDate', v)} problems={text(problems.articleDate)} serverError={serverErrors.articleDate} testId="article-date" />
              <SelectField label={t`Type`} value={form.values.articleType} options={types} onValueChange={(v) => set('articleType', v as ArticleType)} testId="article-type" />
              <TextField label={t`Categories`} value={form.values.categories} help={t`Separate categories with commas.`} onValueChange={(v) => set('categories', v)} problems={text(problems.categories)} serverError={serverErrors.categories} testId="article-categories" />
            </div>
            <CheckboxField label={t`Published`} help={t`Drafts are visible only to your team.`} checked={form.values.published} onCheckedChange={(v) => set('published', v)} testId="article-published" />
          </div>
        </section>
        <section css={panelStyle}>
          <h2 css={panelTitleStyle}>{t`Content`}</h2>
          <TextAreaField
            label={t`Text (HTML)`}
            value={form.values.content}
            rows={14}
            maxLength={CONTENT_LIMITS.articleContent}
            help={t`Paragraphs, headings, bold, italic, links, lists, quotes and images are kept; anything else is removed when you save.`}
            onValueChange={(v) => set('content', v)}
            problems={text(problems.content)}
            serverError={serverErrors.content}
            testId="article-content"
          />
        </section>
      </DashboardForm>
      <section css={panelStyle} data-testid="article-preview">
        <h2 css={panelTitleStyle}>{t`Preview of the saved article`}</h2>
        {article.content.trim() === '' ? (
          <p css={mutedTextStyle}>{t`Nothing written yet.`}</p>
        ) : (
          // the server sanitised this HTML on save (allow-list, shared-contracts rules/article-html.ts)
          <div
            css={{ lineHeight: 1.6, color: colors.text, overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto', borderRadius: radius.sm }, '& blockquote': { borderLeft: `3px solid ${colors.border}`, margin: 0, paddingLeft: space(3), color: colors.muted } }}
            dangerouslySetInnerHTML={{ __html: article.content }}
          />
        )}
      </section>
      <section css={panelStyle}>
        <h2 css={panelTitleStyle}>{t`Banner`}</h2>
        <ImageUploadField
          label={t`Banner image`}
          wide
          target={{ kind: 'article-banner', id: article.articleID }}
          imageURL={article.bannerImageURL}
          onUploaded={() => {
            toastSuccess(t`Image uploaded`);
            onImageChanged();
          }}
          onRemove={async () => {
            await deleteImage(client, { kind: 'article-banner', id: article.articleID });
            onImageChanged();
          }}
          testId="article-banner"
        />
      </section>
      <section css={panelStyle}>
        <h2 css={panelTitleStyle}>{t`Delete article`}</h2>
        <Button type="button" variant="danger" onClick={() => setConfirmDelete(true)} data-testid="article-delete">
          {t`Delete article`}
        </Button>
      </section>
      {confirmDelete && (
        <ConfirmDialog title={t`Delete this article?`} confirmLabel={t`Delete`} danger busy={deleting} onConfirm={() => void remove()} onCancel={() => setConfirmDelete(false)}>
          {article.title}
        </ConfirmDialog>
      )}
    </>
  );
}
