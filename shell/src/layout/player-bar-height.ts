/**
 * The player bar is fixed at the bottom, over the page. The page gets bottom padding of the bar's current
 * height (the player decides its own size), so nothing hides behind it.
 */
export function trackPlayerBarHeight(bar: HTMLElement, app: HTMLElement): () => void {
  const update = () => {
    const overlays = getComputedStyle(bar).position === 'fixed';
    document.body.style.setProperty('--player-bar-height', overlays ? `${bar.offsetHeight}px` : '0px');
  };
  const observer = new ResizeObserver(update);
  observer.observe(bar);
  // the layout (embed pages show the player in the page flow) changes the bar's position, not its size
  const layoutObserver = new MutationObserver(update);
  layoutObserver.observe(app, { attributes: true, attributeFilter: ['data-layout'] });
  update();
  return () => {
    observer.disconnect();
    layoutObserver.disconnect();
  };
}
