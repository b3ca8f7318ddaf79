export * from "./admin/system-settings.schemas.ts";
export * from "./auth/auth.enums.ts";
export * from "./auth/auth.schemas.ts";
export * from "./firms/firm.enums.ts";
export * from "./http/http.schemas.ts";
export * from "./money.ts";
export * from "./platform/platform.enums.ts";
