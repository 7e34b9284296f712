import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

/** One of OWASP's equivalent argon2id settings (7 MiB, five passes, one lane): the fastest of them here. */
/** Algorithm 2 is argon2id (the package exports it as a const enum, which erasable TypeScript cannot read). */
const OPTIONS = { algorithm: 2, memoryCost: 7_168, timeCost: 5, parallelism: 1 } as const;

/**
 * Hashing is the costliest thing the server does. Running more hashes at once than there are cores only
 * makes every sign-in slower; a first-come queue keeps waits short and fair under a burst.
 */
const MAX_CONCURRENT = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await withHashSlot(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account, so a wrong e-mail and a wrong password
 * cannot be told apart by timing.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("listful-dummy-password-for-timing");
  await verifyPassword(await dummyHash, password);
  return false;
}

export function isCommonPassword(password: string): boolean {
  const normalised = password.toLowerCase();
  return COMMON_PASSWORDS.has(normalised) || /^(.)\1+$/.test(normalised) || isSequence(normalised);
}

/** "12345678", "abcdefgh", "87654321": trivially guessed runs. */
function isSequence(value: string): boolean {
  if (value.length < 2) return false;
  const step = value.charCodeAt(1) - value.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 2; i < value.length; i++) {
    if (value.charCodeAt(i) - value.charCodeAt(i - 1) !== step) return false;
  }
  return true;
}
