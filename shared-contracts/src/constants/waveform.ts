// The flat waveform shown when a sermon has no usable peaks (spec doc 1 §3 "Waveform: waveform and isDefault"):
// the server answers it with isDefault true, and the player draws it when the waveform cannot be fetched.

/** How many bars the flat stand-in has. */
export const DEFAULT_WAVEFORM_LENGTH = 100;
/** The height of every bar of the flat stand-in (peaks run from 0 to 1). */
export const DEFAULT_WAVEFORM_PEAK = 0.15;

export function defaultWaveformPeaks(): number[] {
  return Array.from({ length: DEFAULT_WAVEFORM_LENGTH }, () => DEFAULT_WAVEFORM_PEAK);
}
