// Media times as listeners read them: "4:05" under an hour, "1:02:03" from an hour on.

/** Whole seconds, floored; anything not a finite non-negative number reads as 0:00. */
export function formatDuration(seconds: number | null | undefined): string {
  const total = typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const ss = String(secs).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`;
  return `${minutes}:${ss}`;
}
