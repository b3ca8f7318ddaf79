import { createHmac, randomUUID } from "node:crypto";
import type { AppConfig } from "../../platform/config.ts";
import { readCookie, verifySignedValue } from "./session-reader.ts";

/**
 * A browser that has signed in to an account before carries a signed "known device" cookie for it.
 * Failed sign-ins are counted per address across the whole internet, so a stranger can use up an
 * address's attempts; from then on only a known device may keep trying (with its own count), so the
 * person on their usual browser is never locked out by someone else, while a guesser elsewhere is.
 * (OWASP's "device cookie" defence against lock-out by brute force.)
 */
export const KNOWN_DEVICE_LIFETIME_SECONDS = 60 * 60 * 24 * 180;

export type KnownDevice = { userId: string; deviceId: string };

function cookieName(config: Pick<AppConfig, "publicUrl">): string {
  return config.publicUrl.startsWith("https://") ? "__Secure-inkundla.known_device" : "inkundla.known_device";
}

/** The device this request comes from, when its cookie carries the server's signature. */
export function readKnownDevice(
  headers: Headers,
  config: Pick<AppConfig, "publicUrl" | "authSecret">,
): KnownDevice | null {
  const raw = readCookie(headers.get("cookie") ?? "", cookieName(config));
  const value = raw ? verifySignedValue(raw, config.authSecret) : null;
  if (!value) return null;
  const [userId, deviceId, ...rest] = value.split(":");
  return userId && deviceId && rest.length === 0 ? { userId, deviceId } : null;
}

/** The Set-Cookie header that marks this browser as a known device of the account. */
export function knownDeviceCookie(
  userId: string,
  existing: KnownDevice | null,
  config: Pick<AppConfig, "publicUrl" | "authSecret">,
): string {
  const deviceId = existing?.userId === userId ? existing.deviceId : randomUUID();
  const value = `${userId}:${deviceId}`;
  const signed = `${value}.${createHmac("sha256", config.authSecret).update(value).digest("base64")}`;
  const attributes = [
    `${cookieName(config)}=${encodeURIComponent(signed)}`,
    `Max-Age=${KNOWN_DEVICE_LIFETIME_SECONDS}`,
    // Sent only to the sign-in calls, never with the rest of the API.
    "Path=/api/auth",
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (config.publicUrl.startsWith("https://")) attributes.push("Secure");
  return attributes.join("; ");
}
