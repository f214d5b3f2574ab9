/**
 * The player's slot is fixed at the bottom, over the page. The page gets bottom padding of the slot's current
 * height (the player decides its own size), so the end of every page stays reachable above it.
 */
export function trackPlayerBarHeight(bar: HTMLElement, app: HTMLElement): () => void {
  const update = () => {
    const overlays = getComputedStyle(bar).position === 'fixed';
    document.body.style.setProperty('--player-bar-height', overlays ? `${bar.offsetHeight}px` : '0px');
  };
  const sizes = new ResizeObserver(update);
  sizes.observe(bar);
  // the layout (embed pages show the player in the page flow) changes the slot's position, not its size
  const layout = new MutationObserver(update);
  layout.observe(app, { attributes: true, attributeFilter: ['data-layout'] });
  update();
  return () => {
    sizes.disconnect();
    layout.disconnect();
  };
}
