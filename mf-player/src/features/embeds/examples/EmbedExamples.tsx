/**
 * /embed/classic/examples: every classic embed running for real (real sermons and a broadcaster of this site,
 * looked up when the page opens), each with the code to paste and a copy button. A page of its own (the embed
 * layout has no site header), in the site's light or dark colours.
 */
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { getSermons } from '@sermon/shared-contracts/api/get-sermons';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { useRemoteProps } from '@sermon/shared-contracts/mf/remote-props';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import type { EmbedKind } from '@sermon/shared-contracts/rules/embed-iframe';
import { copyText } from '../components/copy-text';
import { EMBED_FONT } from '../components/EmbedFrame';
import { EmbedIcon } from '../components/EmbedIcon';
import { buildEmbedExamples, type EmbedExample, type ExampleIds } from './embed-examples';

type IdsState = { status: 'loading' } | { status: 'ready'; ids: ExampleIds } | { status: 'failed' };

/**
 * The newest sermon with audio, the newest with video, and for the playlist and live examples the broadcaster with
 * the most of the newest playable sermons (a playlist of one would show little).
 */
/** The value that occurs most often (the earliest of equals), or null for none. */
export function mostFrequent(values: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | null = null;
  for (const [value, count] of counts) if (best === null || count > counts.get(best)!) best = value;
  return best;
}

function useExampleIds(): IdsState {
  const client = useApiClient();
  const [state, setState] = useState<IdsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const newest = (filter: { requireAudio?: boolean; requireVideo?: boolean }, pageSize: number) =>
      getSermons(client, { ...filter, sortBy: 'newest', pageSize, lite: true, liteBroadcaster: true }, { signal: controller.signal }).then(
        (list) => list.results,
      );
    Promise.all([newest({ requireAudio: true }, 25), newest({ requireVideo: true }, 1)]).then(
      ([audios, videos]) =>
        setState({
          status: 'ready',
          ids: {
            audioSermonID: audios[0]?.sermonID ?? null,
            videoSermonID: videos[0]?.sermonID ?? null,
            broadcasterID: mostFrequent(audios.map((sermon) => sermon.broadcaster.broadcasterID)) ?? videos[0]?.broadcaster.broadcasterID ?? null,
          },
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[embed] the example sermons could not be loaded', error);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [client]);
  return state;
}

export function EmbedExamples() {
  const { t } = useLingui();
  usePageTitle(t`Embed examples`);
  const { locale } = useRemoteProps();
  const ids = useExampleIds();
  const titles: Record<EmbedKind, string> = {
    audio: t`Sermon audio player`,
    video: t`Sermon video player`,
    list: t`Sermon playlist`,
    live: t`Live player`,
  };
  // cheap, and the same strings each render: the frames are not reloaded
  const examples = ids.status === 'ready' ? buildEmbedExamples(ids.ids, window.location.origin, locale, titles) : [];
  const explanations: Record<EmbedKind, { heading: string; text: ReactNode }> = {
    audio: {
      heading: t`One sermon, audio`,
      text: (
        <Trans>
          The address ends with <code>a</code> and the sermon's ID. Nothing downloads until a visitor presses play, and it never
          starts by itself.
        </Trans>
      ),
    },
    video: {
      heading: t`One sermon, video`,
      text: (
        <Trans>
          The same with <code>v</code>: the video's picture with a play button, full screen allowed.
        </Trans>
      ),
    },
    list: {
      heading: t`A playlist`,
      text: (
        <Trans>
          After the media type (<code>a</code>, <code>v</code> or none) come a category and its value, optionally a second
          filter: <code>broadcaster</code>, <code>speaker</code>, <code>series</code>, <code>eventType</code>,{' '}
          <code>search</code>, <code>language</code>, <code>book</code>, <code>year</code>. Each sermon ends by starting
          the next.
        </Trans>
      ),
    },
    live: {
      heading: t`Live`,
      text: (
        <Trans>
          The address ends with <code>l</code> and a broadcaster ID: it shows whether the broadcaster is live, with its latest
          sermon to play meanwhile.
        </Trans>
      ),
    },
  };

  return (
    <main data-testid="embed-examples" data-status={ids.status} css={pageCss}>
      <div css={{ maxWidth: 760, margin: '0 auto', padding: '32px 20px 48px' }}>
        <h1 css={{ margin: '0 0 8px', fontSize: 28, lineHeight: 1.2 }}>
          <Trans>Embed sermons on your website</Trans>
        </h1>
        <p css={{ margin: '0 0 8px', color: 'var(--page-text-soft, #3b4456)' }}>
          <Trans>
            Copy a player's code into any web page. The players adapt to the width they are given, open links on this site
            in a new tab, and tell the page around them what happened (for example "Link copied") as a message.
          </Trans>
        </p>
        <p css={{ margin: '0 0 24px', color: 'var(--page-muted, #5b6475)', fontSize: 14 }}>
          <Trans>
            Sites that understand oEmbed (WordPress, Discourse and others) need only a sermon page's address: they find the
            player themselves.
          </Trans>
        </p>
        {ids.status === 'loading' && (
          <p role="status" css={{ color: 'var(--page-muted, #5b6475)' }}>
            <Trans>Loading the examples…</Trans>
          </p>
        )}
        {ids.status === 'failed' && (
          <p role="alert" css={{ color: 'var(--page-danger, #b42318)' }}>
            <Trans>The example sermons could not be loaded. Reload the page to try again.</Trans>
          </p>
        )}
        {ids.status === 'ready' && examples.length === 0 && (
          <p role="status">
            <Trans>There are no sermons on this site yet, so there is nothing to embed.</Trans>
          </p>
        )}
        {examples.map((example) => (
          <ExampleSection key={example.kind} example={example} heading={explanations[example.kind].heading} title={titles[example.kind]}>
            {explanations[example.kind].text}
          </ExampleSection>
        ))}
      </div>
    </main>
  );
}

function ExampleSection({ example, heading, title, children }: { example: EmbedExample; heading: string; title: string; children: ReactNode }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () =>
    setCopied(await copyText(example.code, { success: t`Embed code copied`, failure: t`The embed code could not be copied` }));
  const codeId = `embed-code-${example.kind}`;
  return (
    <section data-testid="embed-example" data-kind={example.kind} css={{ marginTop: 32 }}>
      <h2 css={{ margin: '0 0 6px', fontSize: 20 }}>{heading}</h2>
      <p css={{ margin: '0 0 12px', color: 'var(--page-text-soft, #3b4456)', fontSize: 15, lineHeight: 1.5 }}>{children}</p>
      <iframe
        src={example.src}
        title={title}
        width={example.size.width}
        height={example.size.height}
        loading="lazy"
        allow="autoplay; fullscreen; picture-in-picture; clipboard-write"
        css={{ display: 'block', width: '100%', maxWidth: example.size.width, border: 0, borderRadius: 10, boxShadow: 'var(--page-shadow-raised, 0 4px 8px rgba(16,24,40,0.1))' }}
      />
      <div css={{ position: 'relative', marginTop: 12 }}>
        <label htmlFor={codeId} css={{ display: 'block', marginBottom: 4, fontSize: 13, fontWeight: 600 }}>
          <Trans>Code to paste</Trans>
        </label>
        <textarea
          id={codeId}
          data-testid="embed-example-code"
          readOnly
          value={example.code}
          rows={4}
          onFocus={(event) => event.currentTarget.select()}
          css={codeCss}
        />
        <button type="button" data-testid="embed-example-copy" onClick={() => void copy()} css={copyButtonCss}>
          <EmbedIcon name={copied ? 'check' : 'copy'} size={16} />
          {copied ? <Trans>Copied</Trans> : <Trans>Copy code</Trans>}
        </button>
      </div>
    </section>
  );
}

const pageCss = css({
  minHeight: '100vh',
  color: 'var(--page-text, #1d2433)',
  background: 'var(--page-bg, #f6f7fb)',
  fontFamily: EMBED_FONT,
  lineHeight: 1.45,
  code: {
    padding: '1px 5px',
    borderRadius: 4,
    fontSize: '0.92em',
    background: 'var(--page-surface-alt, #eef1f6)',
  },
});

const codeCss = css({
  display: 'block',
  width: '100%',
  padding: '10px 12px',
  paddingRight: 120,
  border: '1px solid var(--page-border, #e1e5eb)',
  borderRadius: 8,
  resize: 'vertical',
  color: 'var(--page-text, #1d2433)',
  background: 'var(--page-surface, #ffffff)',
  font: '13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  '&:focus-visible': { outline: '2px solid var(--page-focus, #e0a526)', outlineOffset: 1 },
  '@media (max-width: 480px)': { paddingRight: 12 },
});

const copyButtonCss = css({
  position: 'absolute',
  right: 8,
  top: 30,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '6px 12px',
  border: 0,
  borderRadius: 6,
  color: 'var(--page-accent-text, #ffffff)',
  background: 'var(--page-accent, #1f4e8c)',
  font: 'inherit',
  fontSize: 13,
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { background: 'var(--page-accent-hover, #12263f)' },
  '&:focus-visible': { outline: '2px solid var(--page-focus, #e0a526)', outlineOffset: 2 },
  '@media (max-width: 480px)': { position: 'static', marginTop: 8 },
});
