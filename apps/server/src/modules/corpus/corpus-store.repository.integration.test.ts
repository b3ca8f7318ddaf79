import { useFileDatabase } from "../../testing/file-database.ts";
import { describeStoreDocument } from "./corpus-store.test-cases.ts";

const database = useFileDatabase();

describeStoreDocument("PostgreSQL", () => database().db);
