import type { SignInInput, SignUpData } from "@contract/auth";
import { AUTH_MESSAGES } from "@contract/ui-text";
import { createContext, useContext } from "react";
import type { Viewer } from "@/api/auth";

export type AuthUser = Viewer["user"];

/**
 * Authentication state (spec §4): `loading` is true until GET /api/v1/me first answers;
 * then `user` is set (signed in) or null (signed out).
 */
export interface AuthState {
  loading: boolean;
  user: AuthUser | null;
  roles: readonly string[];
  profileId: string | null;
  isAdmin: boolean;
  /** Signs in; throws ApiError when the server refuses. */
  signIn: (input: SignInInput) => Promise<void>;
  /** Creates the account; throws ApiError when the server refuses. */
  signUp: (input: SignUpData) => Promise<void>;
  /** Clears local state, ends every session on the server, then goes to /auth. */
  signOut: () => Promise<void>;
  /** Reads the viewer again (after a role change such as the first-admin claim). */
  refresh: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | undefined>(undefined);

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (value === undefined) throw new Error(AUTH_MESSAGES.useAuthOutsideProvider);
  return value;
}
