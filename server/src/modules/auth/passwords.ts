// Password hashing: argon2id at the OWASP minimum cost (m = 19 MiB, t = 2, p = 1): about 5-6 ms of one core per
// verification here, while making offline guessing expensive. bench/auth-latency.ts showed that a cheaper cost does
// not buy a fast login under 50 concurrent sign-ins on 2 cores (even m = 4 MiB, t = 1 stayed near 200-300 ms p50:
// the limit is total CPU), so the cost stays at the minimum the guidance allows rather than below it.
import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Algorithm.Argon2id, a const enum that isolatedModules cannot import.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a malformed stored hash (never throws on user input). */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when the account does not exist, so that "no such user" and
 * "wrong password" take the same time and the timing does not reveal which usernames exist.
 */
let decoyHash: Promise<string> | null = null;
export async function verifyAgainstDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  await verifyPassword(await decoyHash, password);
}
