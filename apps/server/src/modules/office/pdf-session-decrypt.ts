import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** Found on the PATH (Debian: `apt install qpdf`); without it a password-protected PDF is refused with a message. */
const QPDF = "qpdf";
const TIMEOUT_MS = 30_000;

export type DecryptResult =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; reason: "wrong_password" | "unavailable" };

/**
 * Removes the password from a PDF with qpdf (Apache-2.0), when it is installed: pdf-lib cannot read
 * encrypted files. Runs without a shell and with a time limit; the password goes through a file only
 * this process can read (not the command line, which other users of the machine could see).
 */
export async function decryptPdf(bytes: Uint8Array, password: string): Promise<DecryptResult> {
  const folder = await mkdtemp(path.join(tmpdir(), "inkundla-pdf-"));
  try {
    const input = path.join(folder, "in.pdf");
    const output = path.join(folder, "out.pdf");
    const passwordFile = path.join(folder, "password");
    await writeFile(input, bytes, { mode: 0o600 });
    await writeFile(passwordFile, password, { mode: 0o600 });
    const code = await new Promise<number | "missing">((resolve) => {
      execFile(
        QPDF,
        [`--password-file=${passwordFile}`, "--decrypt", input, output],
        { timeout: TIMEOUT_MS, windowsHide: true },
        (error) => {
          if (!error) return resolve(0);
          if ((error as NodeJS.ErrnoException).code === "ENOENT") return resolve("missing");
          resolve(typeof error.code === "number" ? error.code : 2);
        },
      );
    });
    if (code === "missing") return { ok: false, reason: "unavailable" };
    // qpdf exits 3 when it wrote the file with warnings (a slightly damaged PDF): still usable.
    if (code !== 0 && code !== 3) return { ok: false, reason: "wrong_password" };
    return { ok: true, bytes: await readFile(output) };
  } catch {
    return { ok: false, reason: "unavailable" };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
