import type { FastifyInstance } from "fastify";
import { registerProfileRoutes } from "./profile.routes.ts";
import type { ProfileDeps } from "./profile.service.ts";

export { readStoredPreferences } from "./profile.repository.ts";

/** The signed-in person's own account: profile, e-mail change, password, two-factor sign-in, preferences. */
export function createProfileModule(deps: ProfileDeps) {
  return { name: "profile", register: (app: FastifyInstance) => registerProfileRoutes(app, deps) };
}
