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
  /**
   * Lay out a member's header and bottom bar: the viewer is signed in, or the first /me is still
   * on its way and the server marked the page as a signed-in member's (`data-viewer="member"` on
   * a member's shell, server/pages/spa.ts; decision 145), so a member's landing does not show a
   * visitor's links and Sign In first.
   */
  memberLayout: boolean;
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
