import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { PasswordHashing } from "../auth/auth";

/** scrypt at 1/256 of Better Auth's cost (N=16384, r=16): N=1024, r=4. */
const COST = { N: 1024, r: 4, p: 1 };

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, 32, COST, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/**
 * The API tests' password hash (issue 24). Better Auth's scrypt is slow by design: 0.1 s a
 * hash on a quiet core and 1-3 s while the suite loads both cores, and the tests sign up and
 * sign in hundreds of members on each database. This one still hashes and checks every
 * password (a wrong one is refused), at a cost a test does not notice. The auth tests keep the
 * real one (`realPasswordHashing`), and the browser tests run the built server, which has no
 * other.
 */
export const QUICK_PASSWORD_HASHING: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${(await derive(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(":");
    if (!salt || !key) return false;
    return timingSafeEqual(await derive(password, salt), Buffer.from(key, "hex"));
  },
};
