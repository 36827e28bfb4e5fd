/**
 * This test process's own database (DATA_DIR), seeded, with a production
 * server on it: the test reads and writes the same rows through `db` that
 * the server serves.
 */
import { db } from "~/db/client.server";
import { seedDatabase } from "../../seed/index";
import { copySeedFiles } from "./seeded";
import { startServer, type RunningServer } from "./server";

export async function seedOwnDatabase(): Promise<string> {
  const dataDir = process.env.DATA_DIR!;
  copySeedFiles(dataDir);
  await seedDatabase(db, dataDir);
  return dataDir;
}

export async function startServerOnOwnDatabase(env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer({ dataDir: await seedOwnDatabase(), env });
}
