// The three lists under /library/following/{kind}, in the order the tabs show them.
export const FOLLOWING_KINDS = ['broadcasters', 'speakers', 'series'] as const;
export type FollowingKind = (typeof FOLLOWING_KINDS)[number];

export function isFollowingKind(value: string | undefined): value is FollowingKind {
  return (FOLLOWING_KINDS as readonly string[]).includes(value ?? '');
}
