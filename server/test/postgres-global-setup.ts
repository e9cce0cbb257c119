import type { TestProject } from "vitest/node";
import { startCluster } from "./postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One cluster for the whole PostgreSQL project; each test file gets its own database in it. */
export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  project.provide("postgresUrl", cluster.url);
  return () => cluster.stop();
}
