// The browser journeys stand in for the person's authenticator app with the same RFC 6238 helper the
// server's integration tests use.
export { generateTotpCode } from "../../apps/server/src/testing/totp.ts";
