import { composeDeps } from "../compose";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import { QUICK_PASSWORD_HASHING } from "./quick-password-hashing";

const DROP_MAIL: Mailer = { send: async () => {} };

/**
 * The services of every app server a test builds (`createTestApp`'s, a second server on the
 * test's database, one with settings of its own): with the tests' cheap password hash, as the
 * limits or outages such a test checks are its subject, not scrypt (a sign-in still hashes, even
 * for an unknown address: decision 150); Better Auth's own only where asked
 * (`realPasswordHashing`, the tests about hashing). Its mail is dropped unless the test passes a
 * mailer.
 */
export function composeTestDeps(input: {
  config: Config;
  database: Database;
  mailer?: Mailer;
  realPasswordHashing?: boolean;
}) {
  const { realPasswordHashing, ...deps } = input;
  return composeDeps({
    mailer: DROP_MAIL,
    ...deps,
    passwordHashing: realPasswordHashing ? undefined : QUICK_PASSWORD_HASHING,
  });
}
