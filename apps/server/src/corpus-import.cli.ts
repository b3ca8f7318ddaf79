import path from "node:path";
import * as schema from "./db/schema.ts";
import { importCorpusFiles, listImportableFiles } from "./modules/corpus/index.ts";
import { loadConfig, loadEnvFile } from "./platform/config.ts";
import { openDatabase } from "./platform/db.ts";

// `npm run corpus:import -- <files or folders>`: imports judgments and Acts straight into the reference
// corpus, without the job queue, on whichever database the environment names (the embedded one in
// DATA_DIR, or DATABASE_URL), after migrating it. Paths are taken from where npm was run (INIT_CWD).

const USAGE = "Usage: npm run corpus:import -- <files or folders of judgments, Acts or ZIPs>";

const given = process.argv.slice(2).filter((argument) => argument !== "--");
if (given.length === 0) {
  console.error(USAGE);
  process.exit(2);
}
const baseDirectory = process.env.INIT_CWD ?? process.cwd();
const files = await listImportableFiles(given.map((argument) => path.resolve(baseDirectory, argument))).catch(
  (error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
    console.error(`No such file or folder: ${error.path}\n${USAGE}`);
    process.exit(2);
  },
);

loadEnvFile();
const config = loadConfig();
const database = await openDatabase(config, schema);
try {
  await database.migrate();
  const counts = { imported: 0, duplicate: 0, failed: 0 };
  const startedAt = performance.now();
  const results = await importCorpusFiles(database.db, files, ({ result }) => {
    counts[result.outcome] += 1;
    const detail = result.outcome === "imported" ? "" : `: ${result.reason ?? ""}`;
    console.log(`${result.outcome.padEnd(9)} ${result.name}${detail}`);
  });
  const seconds = (performance.now() - startedAt) / 1000;
  const rate = seconds > 0 ? results.length / seconds : results.length;
  console.log(
    `${results.length} file(s) in ${seconds.toFixed(2)} s (${rate.toFixed(1)} files/s): ` +
      `${counts.imported} imported, ${counts.duplicate} duplicate, ${counts.failed} failed.`,
  );
  process.exitCode = counts.failed > 0 ? 1 : 0;
} finally {
  await database.close();
}
