import * as schema from "../db/schema.ts";
import { loadConfig, loadEnvFile } from "../platform/config.ts";
import { openDatabase } from "../platform/db.ts";
import { LARGE_CORPUS_SIZE, seedLargeCorpus } from "./large-corpus.ts";

// `npm run seed:corpus`: migrate, then add the large benchmark corpus (20,000 judgments, 2,000 Acts) to
// the reference corpus of whichever database the environment names (the embedded one when
// DATABASE_URL is unset).
loadEnvFile();
const config = loadConfig();
const database = await openDatabase(config, schema);
try {
  await database.migrate();
  const started = performance.now();
  const result = await seedLargeCorpus(database.db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const { judgments, legislation } = LARGE_CORPUS_SIZE;
  console.log(
    result === "seeded"
      ? `Large corpus seeded in ${seconds} s: ${judgments} judgments and ${legislation} Acts.`
      : "Large corpus already present.",
  );
} finally {
  await database.close();
}
