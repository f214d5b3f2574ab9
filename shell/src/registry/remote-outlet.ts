/**
 * One <section id="single-spa-application:<name>"> per remote: the id single-spa-react looks for by default,
 * so remotes need no DOM configuration. Page remotes go in the outlet; the everywhere-remote (the player) goes
 * in the fixed bottom bar slot, outside the outlet, so navigating never touches it.
 */
export interface OutletSlots {
  outlet: HTMLElement;
  playerBar: HTMLElement;
}

export function sectionId(name: string): string {
  return `single-spa-application:${name}`;
}

export function ensureSection(slots: OutletSlots, name: string, everywhere: boolean): HTMLElement {
  const existing = document.getElementById(sectionId(name));
  if (existing) return existing;
  const section = document.createElement('section');
  section.id = sectionId(name);
  section.dataset.remoteSection = name;
  (everywhere ? slots.playerBar : slots.outlet).appendChild(section);
  return section;
}

/**
 * A node inside the section for the shell's error panel. It is the shell's own node (never the section
 * itself), because React clears a container when a remote later mounts there after a retry.
 */
export function errorPanelHost(name: string): HTMLElement | null {
  const section = document.getElementById(sectionId(name));
  if (!section) return null;
  let host = section.querySelector<HTMLElement>(':scope > [data-shell-error-panel]');
  if (!host) {
    host = document.createElement('div');
    host.dataset.shellErrorPanel = name;
    section.appendChild(host);
  }
  return host;
}

export function removeErrorPanelHost(name: string): void {
  document.getElementById(sectionId(name))?.querySelector(':scope > [data-shell-error-panel]')?.remove();
}
