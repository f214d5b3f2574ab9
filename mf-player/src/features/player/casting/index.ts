// What the player bar and the expanded view use of casting (the machine's caster actor is wired in use-player).
export { CastButton, isCastButtonShown, preferredCastKind } from './CastButton';
