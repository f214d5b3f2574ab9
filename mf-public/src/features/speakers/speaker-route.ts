/**
 * The :speaker segment of /speakers/:speaker is an id or a name (spec: a name redirects to the id
 * page). Names in old links use underscores for spaces ('/speaker/Charles_Spurgeon').
 */
export function parseSpeakerSegment(segment: string): { kind: 'id'; speakerID: number } | { kind: 'name'; name: string } {
  const trimmed = segment.trim();
  if (/^\d+$/.test(trimmed)) return { kind: 'id', speakerID: Number(trimmed) };
  return { kind: 'name', name: trimmed.replace(/_/g, ' ') };
}

