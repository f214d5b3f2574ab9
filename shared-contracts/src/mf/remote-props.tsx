/** The props the shell passed at mount, as a React context of one remote (each remote bundles its own copy). */
import { createContext, useContext, type ReactNode } from 'react';
import type { MfCustomProps } from './custom-props';

const RemotePropsContext = createContext<MfCustomProps | null>(null);

/** What the shell passed at mount (locale, basePath, API base and key, build id), for any component below Root. */
export function RemotePropsProvider({ value, children }: { value: MfCustomProps; children: ReactNode }) {
  return <RemotePropsContext.Provider value={value}>{children}</RemotePropsContext.Provider>;
}

export function useRemoteProps(): MfCustomProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps() needs a RemotePropsProvider above it (Root provides one)');
  return props;
}
