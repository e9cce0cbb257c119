import { genericOAuth } from "better-auth/plugins";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";
import { admitProvenAccount } from "../modules/admission/admit";

/**
 * Sign-in with Google, Microsoft or the school's own OpenID Connect provider (decision 068),
 * through Better Auth: its social providers and its generic OAuth plugin. Each is on only when
 * its settings are present. An existing account is linked only when the provider says the
 * e-mail is verified (Better Auth's default; no provider is "trusted" without it) and the
 * account's own address is verified.
 */

export const OIDC_PROVIDER_ID = "oidc";

export interface SignInProvider {
  /** Better Auth provider id: google, microsoft or oidc. */
  id: string;
  /** What the button says after 'Continue with'. Every provider starts at POST /api/auth/sign-in/social. */
  name: string;
}

export function configuredSignInProviders(config: Config): SignInProvider[] {
  const p = config.signInProviders;
  return [
    ...(p.google ? [{ id: "google", name: "Google" }] : []),
    ...(p.microsoft ? [{ id: "microsoft", name: "Microsoft" }] : []),
    ...(p.oidc ? [{ id: OIDC_PROVIDER_ID, name: p.oidc.name }] : []),
  ];
}

export function socialProviderOptions(config: Config) {
  const p = config.signInProviders;
  return {
    ...(p.google ? { google: { clientId: p.google.clientId, clientSecret: p.google.clientSecret } } : {}),
    ...(p.microsoft
      ? {
          microsoft: {
            clientId: p.microsoft.clientId,
            clientSecret: p.microsoft.clientSecret,
            tenantId: p.microsoft.tenantId,
          },
        }
      : {}),
  };
}

export function oidcPlugins(config: Config) {
  const oidc = config.signInProviders.oidc;
  if (!oidc) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: OIDC_PROVIDER_ID,
          discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
          clientId: oidc.clientId,
          clientSecret: oidc.clientSecret,
          scopes: ["openid", "email", "profile"],
          pkce: true,
        },
      ],
    }),
  ];
}

/**
 * A member who arrives through a provider gets their profile in the directory, as one who signs
 * up with a password does (server/auth/sign-up.ts writes both itself; this runs only for users
 * Better Auth creates).
 */
export async function createProfileForNewUser(
  db: Db,
  u: { id: string; name: string; email: string; emailVerified?: boolean },
) {
  await db
    .insert(profiles)
    .values({ userId: u.id, displayName: u.name?.trim() || u.email.split("@")[0] })
    .onConflictDoNothing({ target: profiles.userId });
  // A provider that vouches for the address proves it: admitted under the setting (decision 118).
  if (u.emailVerified) await admitProvenAccount(db, u.id);
}
