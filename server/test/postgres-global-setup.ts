import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { migrate } from "./migrated-template";
import { startCluster } from "./postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A migrated database that each test file's database is copied from (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: string;
  }
}

const TEMPLATE = "alumni_migrated";

/**
 * One cluster for the whole PostgreSQL project, and in it one migrated template database; each
 * test file gets its own copy (issue 24: migrated once per run, not once per file). The cluster
 * lives in memory: its 140-odd copies come to over 2 GB, and deleting them from the disk at the
 * end held Vitest's process for 17 s in a full run (decision 149).
 */
export default async function setup(project: TestProject) {
  const cluster = await startCluster({ inMemory: true });
  const admin = await openDatabase({ databaseUrl: cluster.url });
  await admin.executeSql(`CREATE DATABASE ${TEMPLATE}`);
  await admin.close();
  // Closed before any copy is made: a template must have no other connection.
  const template = await openDatabase({
    databaseUrl: cluster.url.replace(/\/postgres$/, `/${TEMPLATE}`),
  });
  await migrate(template);
  await template.close();
  project.provide("postgresUrl", cluster.url);
  project.provide("postgresTemplate", TEMPLATE);
  return () => cluster.stop();
}
