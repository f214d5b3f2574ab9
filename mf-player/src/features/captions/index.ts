// The captions feature as the player's bar and expanded view use it (one entry point, so they need not know its files).
export { CaptionMenu } from './CaptionMenu';
export { CaptionOverlay } from './CaptionOverlay';
export { TranscriptPanel } from './TranscriptPanel';
export { TranscriptToggle } from './TranscriptToggle';
export { useCaptions, type Captions, type CaptionsStatus } from './use-captions';
export { useShowTranscripts } from './use-show-transcripts';
export { useTranscriptToggle } from './use-transcript-toggle';
export { captionLanguagesOf, resolveCaptionLanguage, transcriptLanguage } from './caption-source';
