import { useLingui } from '@lingui/react/macro';
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { hasDirtyGuard, registerDirtyGuard } from './leave-guard';

/**
 * Asks 'Do you really want to leave? You have unsaved changes!' (spec doc 1 §4) when the user leaves a dirty form:
 * in-app navigation (react-router's blocker, which needs the data router the dashboard Root uses), links of the
 * shell and other remotes (single-spa's cancelable routing event, see leave-guard) and closing or reloading the
 * tab (the browser's own prompt).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useLingui();
  const question = t`Do you really want to leave? You have unsaved changes!`;
  // the shared react-router of an older remote build may lack the context: no data router then (stable per page load)
  const dataRouterContext = UNSAFE_DataRouterContext ? useContext(UNSAFE_DataRouterContext) : null;
  const inDataRouter = dataRouterContext !== null && dataRouterContext !== undefined;
  useEffect(() => {
    if (!dirty) return undefined;
    const release = registerDirtyGuard(question);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      release();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, question]);
  // useBlocker throws outside a data router (a page rendered in a plain MemoryRouter by a test): guard only the tab then
  return inDataRouter ? <NavigationBlocker /> : null;
}

function NavigationBlocker() {
  const { t } = useLingui();
  // A router honours one blocker at a time (the last one registered), so each blocker asks whether ANY form
  // of the page is dirty, not only its own: a page with two forms is guarded whichever blocker is active.
  // Only a change of page counts: a new query string on the same page (a tab, a filter) keeps the form.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => hasDirtyGuard() && currentLocation.pathname !== nextLocation.pathname);
  const message = t`Do you really want to leave? You have unsaved changes!`;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);
  return null;
}
