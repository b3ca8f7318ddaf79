import {
  type FakeChatCompletions,
  type FakeScript,
  startFakeChatCompletions,
} from "./fake-chat-completions.ts";
import { type FirmOwner, registerFirmOwner } from "./staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "./test-app.ts";

export type ScriptedModelApp = {
  testApp: TestApp;
  call: Caller;
  owner: FirmOwner;
  fake: FakeChatCompletions;
};

/**
 * The app with its AI layer pointed at a scripted OpenAI-compatible endpoint on loopback (the outside
 * edge faked, nothing of ours), and a firm owner to call it as. `prepare` runs before the owner signs
 * up, e.g. to load the built-in corpus the model's answers are checked against.
 */
export async function startScriptedModelApp(
  ownerLabel: string,
  script: FakeScript,
  prepare?: (testApp: TestApp) => Promise<unknown>,
): Promise<ScriptedModelApp> {
  const fake = await startFakeChatCompletions(script);
  const testApp = await createTestApp({
    LOGIN_LIMIT_PER_IP: "1000",
    AI_BASE_URL: fake.baseUrl,
    AI_TIMEOUT_MS: "1000",
  });
  await prepare?.(testApp);
  const owner = await registerFirmOwner(testApp, ownerLabel);
  return { testApp, call: callerFor(testApp.app), owner, fake };
}

/** Stops what startScriptedModelApp started, whichever parts of it did start. */
export async function stopScriptedModelApp(parts: Partial<ScriptedModelApp>): Promise<void> {
  await parts.testApp?.close();
  await parts.fake?.close();
}
