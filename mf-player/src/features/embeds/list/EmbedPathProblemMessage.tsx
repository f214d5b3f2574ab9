// What is wrong with a list embed's address, said so the site's owner can fix the code they pasted.
import { Trans } from '@lingui/react/macro';
import { EMBED_CATEGORY_NAMES, type EmbedPathProblem } from '../classic-embed-path';
import { EmbedMessage } from '../components/EmbedFrame';
import { SiteLink } from '../components/SiteLink';

export function EmbedPathProblemMessage({ problem }: { problem: EmbedPathProblem }) {
  const names = EMBED_CATEGORY_NAMES.join(', ');
  let detail;
  switch (problem.kind) {
    case 'unknown-category': {
      const { name } = problem;
      detail = <Trans>“{name}” is not a list category. Use one of: {names}.</Trans>;
      break;
    }
    case 'missing-value': {
      const { name } = problem;
      detail = <Trans>The category “{name}” needs a value after it in the address.</Trans>;
      break;
    }
    case 'bad-value': {
      const { name, value } = problem;
      detail = <Trans>“{value}” is not a valid value for “{name}”.</Trans>;
      break;
    }
    default:
      detail = <Trans>The address has more parts than a category and a filter.</Trans>;
  }
  return (
    <EmbedMessage
      testId="embed-address-problem"
      title={<Trans>This player's address is not valid.</Trans>}
      detail={detail}
      actions={<SiteLink path="/embed/classic/examples" label={<Trans>See working examples</Trans>} />}
    />
  );
}
