import { type ComponentProps, lazy, Suspense } from "react";
import { useAuth } from "@/auth/auth-context";
import type { BlockControl as Control } from "./BlockControl";

const BlockControl = lazy(() => import("./BlockControl").then((m) => ({ default: m.BlockControl })));

/**
 * The Block control where a signed-in member looks at someone else (their page, their
 * conversation); nothing for visitors or for oneself. Its own chunk: the public profile page's
 * scripts (issue 12's budget) do not carry it.
 */
export function LazyBlockControl(props: ComponentProps<typeof Control>) {
  const { user } = useAuth();
  if (!user || user.id === props.userId) return null;
  return (
    <Suspense fallback={null}>
      <BlockControl {...props} />
    </Suspense>
  );
}
