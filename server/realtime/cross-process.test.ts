import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { freePort } from "../test/free-port";
import { newPostgresDatabaseUrl, sessionCookieFrom } from "../test/harness";
import { copyMigratedPglite } from "../test/migrated-template";

/**
 * Two real server processes on one PostgreSQL database: a message sent through server A
 * reaches a WebSocket held by server B (NOTIFY/LISTEN fan-out). The embedded PGlite is
 * single-process by design, so on that project the test proves the other half: a second
 * server on the same data folder refuses to start (it would silently lose writes) and the
 * first keeps serving.
 */
const onPostgres = process.env.TEST_DB === "postgres";
const SECRET = "cross-process-secret-cross-process-0123";

interface Server {
  url: string;
  dataDir: string;
  child: ChildProcess;
}

/**
 * Every server process this file started, stopped after its tests: also one whose test timed out
 * before it was assigned (a CI run left such a server running after the suite had ended).
 */
const spawned = new Set<ChildProcess>();
/** The data folders this file made, removed once every process on them has exited. */
const folders = new Set<string>();
afterAll(async () => {
  await Promise.all([...spawned].map(stopped));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Asks the process to stop, and kills it if it has not within 30 s (the hook's limit is 120 s). */
function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const kill = setTimeout(() => child.kill("SIGKILL"), 30_000);
  return exited.finally(() => clearTimeout(kill));
}

function dataFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "alumni-xproc-"));
  folders.add(dir);
  return dir;
}

function spawnServer(port: number, dataDir: string, databaseUrl: string | undefined): ChildProcess {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PUBLIC_URL: url,
      SEED: "none",
      AUTH_SECRET: SECRET,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  spawned.add(child);
  return child;
}

async function startServer(databaseUrl: string | undefined, dir?: string): Promise<Server> {
  const port = await freePort();
  const dataDir = dir ?? dataFolder();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnServer(port, dataDir, databaseUrl);
  let stderr = "";
  child.stderr?.on("data", (d) => {
    stderr += String(d);
  });
  // Until it answers, or fails at once if it exits: no start-up limit of its own (one of 60 s
  // was passed on a loaded machine); the hook's or the test's timeout bounds the wait.
  let exited: number | null | undefined;
  child.on("exit", (code) => {
    exited = code;
  });
  for (;;) {
    if (exited !== undefined)
      throw new Error(`server on ${port} exited (${exited}) before it answered: ${stderr}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, dataDir, child };
}

/**
 * The verification mail to `email` in the server's outbox, waiting for it: the job queue writes
 * it after the sign-up has answered (it was read at once, and missed, on a loaded machine).
 */
async function outboxMailTo(server: Server, email: string, timeoutMs = 60_000): Promise<string> {
  const outbox = path.join(server.dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (existsSync(outbox) ? readdirSync(outbox) : [])
      .map((f) =>
        readFileSync(path.join(outbox, f), "utf8")
          .replace(/=\r?\n/g, "")
          .replace(/=3D/g, "="),
      )
      .find((text) => text.includes(`To: ${email}`));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function signUp(
  server: Server,
  email: string,
  name: string,
): Promise<{ cookie: string; userId: string }> {
  const res = await fetch(`${server.url}/api/v1/auth/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({
      email,
      password: "Secret123",
      confirmPassword: "Secret123",
      displayName: name,
      house: "Tata",
    }),
  });
  expect(res.status).toBe(201);
  const mail = await outboxMailTo(server, email);
  const link = mail.match(/https?:\/\/\S+/)![0];
  const verify = await fetch(link, { redirect: "manual" });
  const cookie = sessionCookieFrom(verify.headers.getSetCookie());
  const me = await fetch(`${server.url}/api/v1/me`, { headers: { cookie } });
  const body = (await me.json()) as { viewer: { user: { id: string } } };
  return { cookie, userId: body.viewer.user.id };
}

const describePostgres = onPostgres ? describe : () => {};
const describePglite = onPostgres ? () => {} : describe;

describePostgres("live delivery across two server processes on one PostgreSQL", () => {
  let a: Server;
  let b: Server;
  beforeAll(async () => {
    const databaseUrl = await newPostgresDatabaseUrl();
    // Started together: the migration advisory lock makes them take turns.
    [a, b] = await Promise.all([startServer(databaseUrl), startServer(databaseUrl)]);
  }, 120_000);

  it("a message sent through server A reaches the recipient's socket on server B, and the read change comes back", async () => {
    const alice = await signUp(a, "alice.x@example.org", "Alice Rao");
    const bob = await signUp(a, "bob.x@example.org", "Bob Das");

    const received: Array<Record<string, unknown>> = [];
    const bobSocket = new WebSocket(`${b.url.replace("http", "ws")}/api/v1/realtime`, {
      headers: { cookie: bob.cookie, origin: b.url },
    });
    bobSocket.on("message", (d) => received.push(JSON.parse(d.toString())));
    const aliceReceived: Array<Record<string, unknown>> = [];
    const aliceSocket = new WebSocket(`${a.url.replace("http", "ws")}/api/v1/realtime`, {
      headers: { cookie: alice.cookie, origin: a.url },
    });
    aliceSocket.on("message", (d) => aliceReceived.push(JSON.parse(d.toString())));
    const until = async (check: () => boolean) => {
      const end = Date.now() + 10_000;
      while (!check()) {
        if (Date.now() > end) throw new Error("timed out waiting for delivery");
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    await until(
      () => received.some((m) => m.type === "joined") && aliceReceived.some((m) => m.type === "joined"),
    );

    const sent = await fetch(`${a.url}/api/v1/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: a.url, cookie: alice.cookie },
      body: JSON.stringify({ recipient_id: bob.userId, content: "Across processes" }),
    });
    expect(sent.status).toBe(201);
    const message = (await sent.json()) as { id: string };
    await until(() => received.some((m) => m.type === "message"));
    expect(received.find((m) => m.type === "message")).toMatchObject({
      message: { id: message.id, content: "Across processes", sender_profile: { display_name: "Alice Rao" } },
    });

    // Bob reads on server B; Alice's socket on server A learns it.
    const read = await fetch(`${b.url}/api/v1/messages/read`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: b.url, cookie: bob.cookie },
      body: JSON.stringify({ other_user_id: alice.userId }),
    });
    expect(read.status).toBe(200);
    await until(() => aliceReceived.some((m) => m.type === "read"));
    expect(aliceReceived.find((m) => m.type === "read")).toMatchObject({
      ids: [message.id],
      reader_id: bob.userId,
    });
    bobSocket.close();
    aliceSocket.close();
  }, 180_000);
});

/**
 * A data folder holding the migrated test database (migrated-template.ts): the process starts on
 * it instead of running every migration in an empty one, about 6 s of CPU that took the start
 * past a minute on a loaded machine (issue 24).
 */
async function migratedDataDir(): Promise<string> {
  const dataDir = dataFolder();
  await copyMigratedPglite(dataDir);
  return dataDir;
}

describePglite("on the embedded PGlite, a second server process on the same data refuses to start", () => {
  let first: Server;

  it("the second process exits with a clear message and the first keeps serving", async () => {
    first = await startServer(undefined, await migratedDataDir());
    const second = spawnServer(await freePort(), first.dataDir, undefined);
    let stderr = "";
    second.stderr?.on("data", (d) => {
      stderr += String(d);
    });
    const code = await new Promise<number | null>((resolve) => second.on("exit", resolve));
    expect(code).not.toBe(0);
    expect(stderr).toContain("already in use by another process");
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  }, 180_000);
});
