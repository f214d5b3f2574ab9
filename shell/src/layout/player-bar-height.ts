/**
 * The player bar is fixed at the bottom, over the page. The page gets bottom padding of the bar's current
 * height (the player decides its own size), so the end of every page stays reachable above it.
 */
export function trackPlayerBarHeight(bar: HTMLElement, app: HTMLElement): () => void {
  // The player may also fix its own bar inside the slot; the slot then measures 0, so such elements count too.
  let fixedInside: HTMLElement[] = [];

  const update = () => {
    const overlays = getComputedStyle(bar).position === 'fixed';
    const height = Math.max(bar.offsetHeight, ...fixedInside.map((el) => el.offsetHeight));
    document.body.style.setProperty('--player-bar-height', overlays ? `${height}px` : '0px');
  };

  const sizes = new ResizeObserver(update);
  sizes.observe(bar);
  // Elements come and go only when the player mounts or changes what it shows, not on every tick.
  const rescan = () => {
    for (const el of fixedInside) sizes.unobserve(el);
    fixedInside = [...bar.querySelectorAll<HTMLElement>('*')].filter((el) => getComputedStyle(el).position === 'fixed');
    for (const el of fixedInside) sizes.observe(el);
    update();
  };
  const children = new MutationObserver(rescan);
  children.observe(bar, { childList: true, subtree: true });
  // the layout (embed pages show the player in the page flow) changes the bar's position, not its size
  const layout = new MutationObserver(update);
  layout.observe(app, { attributes: true, attributeFilter: ['data-layout'] });
  rescan();
  return () => {
    sizes.disconnect();
    children.disconnect();
    layout.disconnect();
  };
}
