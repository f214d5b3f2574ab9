// A sermon's waveform (spec doc 1 §3 "Waveform: waveform and isDefault"): peaks between 0 and 1, evenly spaced
// over the audio. isDefault marks the flat stand-in served when no peaks were computed for the sermon.
export interface Waveform {
  waveform: number[];
  isDefault: boolean;
}
