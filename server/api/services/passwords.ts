import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import pLimit from "p-limit";
import { ApiError } from "../errors";

// OWASP's argon2id floor: 19 MiB, 2 passes, 1 lane. @node-rs/argon2 defaults to argon2id.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Each hash holds 19 MiB for ~30 ms: cap the work in flight and the queue behind it, so a burst of
// logins waits (or is told to retry) instead of exhausting memory.
const limit = pLimit(Math.max(2, availableParallelism()));
const MAX_QUEUED = 200;

function limited<T>(work: () => Promise<T>): Promise<T> {
  if (limit.pendingCount >= MAX_QUEUED) {
    return Promise.reject(new ApiError(429, "busy", "The server is busy. Please try again in a moment.", { retryAfter: 2 }));
  }
  return limit(work);
}

/** argon2id hash (PHC string) of the password, computed under the concurrency limit. */
export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, ARGON2));
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown account) it verifies against a
 * throwaway hash of the same cost, so both answers take the same time.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword("a password nobody has, only for equal timing");
  const target = storedHash ?? (await dummyHash);
  const ok = await limited(() => verify(target, password).catch(() => false));
  return ok && storedHash !== undefined;
}

let common: Set<string> | undefined;

/** True when the password is among the 10,000 most common (zxcvbn-ts's ranked list of leaked passwords). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].slice(0, 10_000));
  return common.has(password.toLowerCase());
}
