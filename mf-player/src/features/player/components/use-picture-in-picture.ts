// Picture-in-picture for the video, offered only where the browser allows it (document.pictureInPictureEnabled).
import { useCallback, useEffect, useState } from 'react';

export interface PictureInPicture {
  supported: boolean;
  active: boolean;
  toggle: () => void;
}

export function usePictureInPicture(video: HTMLVideoElement | null): PictureInPicture {
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (!video) {
      setActive(false);
      return;
    }
    setActive(typeof document !== 'undefined' && document.pictureInPictureElement === video);
    const enter = () => setActive(true);
    const leave = () => setActive(false);
    video.addEventListener('enterpictureinpicture', enter);
    video.addEventListener('leavepictureinpicture', leave);
    return () => {
      video.removeEventListener('enterpictureinpicture', enter);
      video.removeEventListener('leavepictureinpicture', leave);
    };
  }, [video]);

  const supported =
    video !== null &&
    typeof document !== 'undefined' &&
    document.pictureInPictureEnabled === true &&
    typeof video.requestPictureInPicture === 'function' &&
    !video.disablePictureInPicture;

  const toggle = useCallback(() => {
    if (!video) return;
    if (document.pictureInPictureElement) {
      void document.exitPictureInPicture().catch(() => {});
    } else {
      video.requestPictureInPicture().catch((error: unknown) => console.warn('[player] picture-in-picture was refused', error));
    }
  }, [video]);

  return { supported, active, toggle };
}
