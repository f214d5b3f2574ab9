// The speaker editor's form values, checks and PATCH body; and who may edit a speaker (the server decides the same).
import { CONTENT_LIMITS } from '@sermon/shared-contracts/constants/content-limits';
import type { SpeakerPatch } from '@sermon/shared-contracts/api/patch-speaker';
import type { Speaker } from '@sermon/shared-contracts/entities/speaker';
import { isPlaceholderSpeakerName } from '@sermon/shared-contracts/rules/speaker-name';

export interface SpeakerFormValues {
  displayName: string;
  sortName: string;
  bio: string;
}

export type SpeakerProblem = 'required' | 'tooLong' | 'placeholder';

export function speakerFormValues(speaker: Speaker): SpeakerFormValues {
  return { displayName: speaker.displayName, sortName: speaker.sortName, bio: speaker.bio ?? '' };
}

export function speakerNameProblem(name: string): SpeakerProblem | undefined {
  if (name.trim() === '') return 'required';
  if (name.trim().length > CONTENT_LIMITS.speakerName) return 'tooLong';
  if (isPlaceholderSpeakerName(name)) return 'placeholder';
  return undefined;
}

export function speakerProblems(values: SpeakerFormValues): Partial<Record<keyof SpeakerFormValues, SpeakerProblem>> {
  const problems: Partial<Record<keyof SpeakerFormValues, SpeakerProblem>> = {};
  const name = speakerNameProblem(values.displayName);
  if (name) problems.displayName = name;
  if (values.sortName.length > CONTENT_LIMITS.speakerName) problems.sortName = 'tooLong';
  if (values.bio.length > CONTENT_LIMITS.speakerBio) problems.bio = 'tooLong';
  return problems;
}

export function speakerPatchOf(saved: SpeakerFormValues, values: SpeakerFormValues): SpeakerPatch {
  const patch: SpeakerPatch = {};
  if (values.displayName.trim() !== saved.displayName) patch.displayName = values.displayName.trim();
  if (values.sortName.trim() !== saved.sortName) patch.sortName = values.sortName.trim();
  if (values.bio !== saved.bio) patch.bio = values.bio.trim() === '' ? null : values.bio;
  return patch;
}

/** Only the broadcaster a speaker is locked to edits it; shared speakers belong to the site admins. */
export function canEditSpeaker(speaker: Pick<Speaker, 'broadcasterLock'>, broadcasterID: string, canUpload: boolean, siteAdmin: boolean): boolean {
  return siteAdmin || (canUpload && speaker.broadcasterLock === broadcasterID);
}

/** Image generations newest first: the ones a rollback may pick (0 = no portrait). */
export function imageGenerations(speaker: Pick<Speaker, 'imageMaxGeneration'>): number[] {
  const max = speaker.imageMaxGeneration ?? 0;
  return Array.from({ length: max + 1 }, (_, i) => max - i);
}

/** Where an uploaded generation of the portrait is served (beside the live one: same host, /media/images/speaker/). */
export function generationImageURL(speaker: Pick<Speaker, 'speakerID' | 'portraitURL'>, generation: number): string {
  let origin = '';
  try {
    origin = new URL(speaker.portraitURL).origin;
  } catch {
    // a host-relative portrait URL: stay on this host
  }
  return `${origin}/media/images/speaker/${speaker.speakerID}/${generation}.jpg`;
}
