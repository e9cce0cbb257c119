import { test } from "vitest";
import { call, createTestApp, validSignUp } from "../test/harness";
test("probe", async () => {
  const t = await createTestApp();
  const d = t.deps as any;
  const wrap = (obj: any, key: string, label: string) => {
    const orig = obj[key].bind(obj);
    obj[key] = async (...a: any[]) => { const s = performance.now(); try { return await orig(...a); } finally { process.stdout.write(`  ${label} ${(performance.now() - s).toFixed(0)} ms\n`); } };
  };
  wrap(d.throttles, "beforeMailTo", "beforeMailTo");
  wrap(d.mailer, "send", "mailer.send");
  wrap(d.auth.api, "sendVerificationEmail", "sendVerificationEmail");
  const ctx = await d.auth.$context; wrap(ctx.password, "hash", "hash");
  for (let i = 0; i < 3; i++) {
    const input = validSignUp();
    const w0 = performance.now();
    const res = await call(t, "POST", "/api/v1/auth/sign-up", input);
    process.stdout.write(`${process.env.TEST_DB} sign-up ${res.status} ${(performance.now() - w0).toFixed(0)} ms\n`);
  }
  await t.close();
}, 120000);
