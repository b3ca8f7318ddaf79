import {
  resolveUserPreferences,
  type TUpdatePreferencesRequest,
  type TUserPreferences,
} from "@inkundla/shared";
import type { Identity } from "../../platform/identity.ts";
import { mergePreferences } from "../auth/index.ts";
import { readStoredPreferences } from "./profile.repository.ts";
import type { ProfileDeps } from "./profile.service.ts";

export async function getPreferences(deps: ProfileDeps, identity: Identity): Promise<TUserPreferences> {
  return resolveUserPreferences(await readStoredPreferences(deps.db, identity.userId));
}

/** Saves the given preferences; the others keep their saved values (or their defaults). */
export async function updatePreferences(
  deps: ProfileDeps,
  identity: Identity,
  changes: TUpdatePreferencesRequest,
): Promise<TUserPreferences> {
  return resolveUserPreferences(await mergePreferences(deps.db, identity.userId, changes));
}
