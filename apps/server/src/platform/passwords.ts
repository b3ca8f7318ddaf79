import { hash, verify } from "@node-rs/argon2";

// argon2id (the library's default algorithm) with OWASP's minimum profile: 19 MiB, 2 passes, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword({ hash: hashed, password }: { hash: string; password: string }) {
  try {
    return await verify(hashed, password);
  } catch {
    // A malformed stored hash is a failed sign-in, never a crash.
    return false;
  }
}
