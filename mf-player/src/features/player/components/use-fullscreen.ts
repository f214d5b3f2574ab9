// The video's container in fullscreen (Escape leaves, as everywhere); iPhones, which only let a <video> go
// fullscreen on its own, get the video's native fullscreen instead.
import { useCallback, useEffect, useState, type RefObject } from 'react';

interface WebKitVideo extends HTMLVideoElement {
  webkitEnterFullscreen?: () => void;
  webkitSupportsFullscreen?: boolean;
}

export interface Fullscreen {
  supported: boolean;
  active: boolean;
  toggle: () => void;
}

export function useFullscreen(container: RefObject<HTMLElement | null>, video: HTMLVideoElement | null): Fullscreen {
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (typeof document === 'undefined') return;
    const update = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === container.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [container]);

  const elementFullscreen = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const videoFullscreen = typeof (video as WebKitVideo | null)?.webkitEnterFullscreen === 'function';

  const toggle = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => {});
      return;
    }
    const element = container.current;
    if (element && document.fullscreenEnabled) {
      element.requestFullscreen().catch((error: unknown) => console.warn('[player] fullscreen was refused', error));
    } else {
      (video as WebKitVideo | null)?.webkitEnterFullscreen?.();
    }
  }, [container, video]);

  return { supported: video !== null && (elementFullscreen || videoFullscreen), active, toggle };
}
