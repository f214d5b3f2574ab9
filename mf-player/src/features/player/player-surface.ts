// What the bar and the expanded view share besides the machine: the UI state around it (sleep timer, fullscreen,
// picture-in-picture, captions, the expanded view itself), worked out once in PlayerBarView.
import type { Captions } from '../captions';
import type { Fullscreen } from './components/use-fullscreen';
import type { PictureInPicture } from './components/use-picture-in-picture';
import type { SleepTimerControl } from './controls/use-sleep-timer';
import type { Player } from './use-player';

export interface PlayerSurface {
  player: Player;
  sleep: SleepTimerControl;
  fullscreen: Fullscreen;
  pip: PictureInPicture;
  /** the captions of the `subtitles` setting (overlay) */
  captions: Captions;
  /** a video picture is showing */
  isVideo: boolean;
  /** the sermon has both audio and video */
  canSwitch: boolean;
  /** several renditions, or an adaptive stream, of the current media type */
  hasQualityChoice: boolean;
  /** a list (or series) to go to the previous and next sermon of */
  hasNeighbours: boolean;
  /** the player is past loading: seeking and skipping make sense */
  ready: boolean;
  expanded: boolean;
  setExpanded: (open: boolean) => void;
  toggleHelp: () => void;
}
