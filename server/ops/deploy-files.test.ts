import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "../test/free-port";
import { testTempDir } from "../test/temp-dirs";

/**
 * The deployment files in docs/deploy/ are real configuration: the nginx site is checked by
 * `nginx -t` (nginx is installed by scripts/ensure-test-tools.sh), with a throwaway certificate
 * in place of Let's Encrypt's. The test runs in both projects; the files do not depend on the database.
 */
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
const SYSTEMD_ANALYZE = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].find((p) => existsSync(p));
const SITE = path.resolve("docs/deploy/nginx-alumni-portal.conf");
const UNIT = path.resolve("docs/deploy/alumni-portal.service");

/** A folder with a throwaway certificate, the site (with its paths moved there) and an nginx.conf. */
function nginxFiles(site: string, main = ""): string {
  const dir = testTempDir("nginx-check-");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=alumni.example.org",
      "-keyout",
      path.join(dir, "privkey.pem"),
      "-out",
      path.join(dir, "fullchain.pem"),
    ],
    { stdio: "ignore" },
  );
  writeFileSync(
    path.join(dir, "site.conf"),
    site.replaceAll("/etc/letsencrypt/live/alumni.example.org", dir),
  );
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `${main}pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include /etc/nginx/mime.types;\n  include ${dir}/site.conf;\n}\n`,
  );
  return dir;
}

/** The status of one GET / through nginx's HTTPS port, on a new connection; tries `attempts` times while nginx starts. */
async function httpsStatus(port: number, attempts: number): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await new Promise<number>((resolve, reject) => {
        const req = https.get(
          {
            host: "127.0.0.1",
            port,
            path: "/",
            servername: "alumni.example.org",
            headers: { host: "alumni.example.org" },
            agent: false,
            rejectUnauthorized: false,
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        req.on("error", reject);
      });
    } catch (err) {
      if (attempt >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe("deployment files", () => {
  it.skipIf(!NGINX)("the nginx site passes nginx -t", () => {
    const dir = nginxFiles(readFileSync(SITE, "utf8"));
    const check = spawnSync(
      NGINX as string,
      ["-t", "-p", dir, "-e", `${dir}/error.log`, "-c", `${dir}/nginx.conf`],
      {
        encoding: "utf8",
      },
    );
    expect(check.stderr).toContain("test is successful");
    expect(check.status).toBe(0);
  });

  it.skipIf(!NGINX)(
    "the nginx site keeps its connections to the app open between requests (decision 144)",
    async () => {
      // A stand-in for the app that counts the connections nginx opens to it.
      let appConnections = 0;
      const app = http.createServer((_req, res) => res.end("ok"));
      app.on("connection", () => appConnections++);
      const [appPort, httpsPort, httpPort] = [await freePort(), await freePort(), await freePort()];
      await new Promise<void>((resolve) => app.listen(appPort, "127.0.0.1", resolve));
      const site = readFileSync(SITE, "utf8")
        .replace("server 127.0.0.1:3000;", `server 127.0.0.1:${appPort};`)
        .replace("listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`)
        .replace("listen 80;", `listen 127.0.0.1:${httpPort};`)
        .replace(/ *listen \[::\]:(443 ssl http2|80);\n/g, "");
      const dir = nginxFiles(site, "daemon off;\n");
      const nginx = spawn(NGINX as string, ["-p", dir, "-e", `${dir}/error.log`, "-c", `${dir}/nginx.conf`], {
        stdio: "ignore",
      });
      try {
        // Each request on a connection of its own, as each visitor's browser opens one.
        const answers: number[] = [];
        for (let i = 0; i < 6; i++) answers.push(await httpsStatus(httpsPort, i === 0 ? 50 : 1));
        expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
        expect(appConnections).toBe(1);
      } finally {
        nginx.kill();
        app.close();
      }
    },
  );

  it.skipIf(!SYSTEMD_ANALYZE)("the systemd unit passes systemd-analyze verify", () => {
    const dir = testTempDir("unit-check-");
    const unit = path.join(dir, "alumni-portal.service");
    writeFileSync(unit, readFileSync(UNIT, "utf8"));
    const check = spawnSync(SYSTEMD_ANALYZE as string, ["verify", unit], { encoding: "utf8" });
    expect(check.stderr.trim()).toBe("");
    expect(check.status).toBe(0);
  });

  it("the nginx site and the systemd unit agree with the app's settings", () => {
    const site = readFileSync(SITE, "utf8");
    const unit = readFileSync(UNIT, "utf8");
    // The app listens where nginx sends requests, and only locally.
    expect(site).toContain("server 127.0.0.1:3000;");
    expect(unit).toContain("Environment=PORT=3000");
    expect(unit).toContain("Environment=HOST=127.0.0.1");
    // nginx passes the client address on (the app believes it with TRUST_PROXY) and upgrades WebSockets.
    expect(site).toContain("X-Forwarded-For $proxy_add_x_forwarded_for");
    expect(unit).toContain("TRUST_PROXY=127.0.0.1");
    expect(site).toMatch(/location \/api\/v1\/realtime[\s\S]*Upgrade \$http_upgrade/);
    // Uploads under the app's limits pass; the unit runs the built server and reloads as a backup.
    expect(site).toContain("client_max_body_size 8m;");
    expect(unit).toContain("ExecStart=/usr/bin/node dist/server/main.js");
    expect(unit).toContain("ExecReload=/bin/kill -USR2 $MAINPID");
  });
});
