import type { Db } from "../../platform/db.ts";
import type { FileStorage } from "../../platform/file-storage.ts";

/** What the office suite's editors need: the database, and file storage for PDFs, slide images and exports. */
export type OfficeSuiteDeps = { db: Db; fileStorage: FileStorage };
