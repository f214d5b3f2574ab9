// Copies the sermon page's address: the way to share what is playing from inside somebody else's page.
import { useLingui } from '@lingui/react/macro';
import { localizePath } from '@sermon/shared-contracts/i18n/locales';
import { useRemoteProps } from '@sermon/shared-contracts/mf/remote-props';
import { IconButton } from '../../../components/IconButton';
import { copyText } from './copy-text';
import { EmbedIcon } from './EmbedIcon';

export function CopyLinkButton({ sermonID }: { sermonID: string }) {
  const { t } = useLingui();
  const { locale } = useRemoteProps();
  const copy = () => {
    const url = new URL(localizePath(`/sermons/${encodeURIComponent(sermonID)}`, locale), window.location.origin).href;
    void copyText(url, { success: t`Link copied`, failure: t`The link could not be copied` });
  };
  return (
    <IconButton data-testid="embed-copy-link" label={t`Copy link to this sermon`} size={36} onClick={copy}>
      <EmbedIcon name="link" size={20} />
    </IconButton>
  );
}
