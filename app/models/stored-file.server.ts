/** The file copies (stored-file-queries.server.ts) on the app's connection. */
import { db } from "~/db/client.server";
import { dropFileCopies, keepFileCopy } from "./stored-file-queries.server";

export const keepAppFileCopy = (file: Parameters<typeof keepFileCopy>[1]) => keepFileCopy(db, file);
export const dropAppFileCopies = (paths: string[]) => dropFileCopies(db, paths);
