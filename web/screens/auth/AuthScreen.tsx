import { AUTH_MESSAGES } from "@contract/ui-text";
import { lazy, Suspense } from "react";
import { usePublicSettings } from "@/api/settings";
import { useAuth } from "@/auth/auth-context";
import { PageContainer } from "@/components/PageContainer";
import { SchoolCrest } from "@/components/SchoolCrest";
import { Card, CardContent } from "@/components/ui/card";
import { LoadingIndicator } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { safeNextPath } from "@/lib/next-path";
import { usePageMeta } from "@/lib/page-meta";
import { Navigate, useSearchParams } from "@/lib/router";
import { ProviderSignIn } from "./provider-sign-in";
import { SignInForm } from "./SignInForm";

/* The sign-up form (house select, its checks) loads when its tab is shown, not with the
   sign-in tab (issue 12's JavaScript budget); /auth?tab=signup renders it on the server. */
const SignUpForm = lazy(() => import("./SignUpForm").then((m) => ({ default: m.SignUpForm })));

type AuthTab = "signin" | "signup";

/**
 * /auth (spec §2): 'Sign In' and 'Sign Up' tabs; `?tab=signup` opens sign-up. A signed-in
 * visitor goes to `?next=` (the page that sent them here, issue 21) or /; `?reset=done` says
 * the password was changed.
 */
export function AuthScreen() {
  const { loading, user } = useAuth();
  const { siteName } = usePublicSettings();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get("tab") === "signup" ? "signup" : "signin";
  const next = safeNextPath(searchParams.get("next"));
  const passwordChanged = searchParams.get("reset") === "done";
  usePageMeta({ title: tab === "signup" ? "Sign Up" : "Sign In" });

  if (loading) return <LoadingIndicator />;
  if (user) return <Navigate to={next} replace />;

  // Switching tabs keeps where to go afterwards.
  const tabParams = (value: string) => ({
    ...(value === "signup" ? { tab: "signup" } : {}),
    ...(searchParams.has("next") ? { next: searchParams.get("next") ?? "" } : {}),
  });
  const selectTab = (value: string) => setSearchParams(tabParams(value), { replace: true });
  // Each tab is also a link to its own address, so a tap before hydration is not lost (issue 22).
  const tabHref = (value: AuthTab) => {
    const query = new URLSearchParams(tabParams(value)).toString();
    return query ? `/auth?${query}` : "/auth";
  };

  return (
    <PageContainer className="max-w-2xl">
      <div className="mb-6 flex flex-col items-center gap-3 text-center">
        <SchoolCrest className="size-14" />
        <h1 className="text-2xl font-bold md:text-3xl">Welcome to {siteName}</h1>
        <p className="text-muted-foreground">
          Sign in to reconnect with fellow alumni, or create your account to join the network.
        </p>
      </div>
      <Card>
        <CardContent className="p-4 sm:p-6">
          {passwordChanged ? (
            <p
              role="status"
              className="mb-6 rounded-md border border-gold-300 bg-gold-50 p-3 text-sm text-navy-900"
            >
              {AUTH_MESSAGES.passwordChanged}
            </p>
          ) : null}
          <ProviderSignIn next={next} />
          <Tabs value={tab} onValueChange={selectTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin" href={tabHref("signin")}>
                Sign In
              </TabsTrigger>
              <TabsTrigger value="signup" href={tabHref("signup")}>
                Sign Up
              </TabsTrigger>
            </TabsList>
            <TabsContent value="signin" className="mt-6">
              <SignInForm next={next} />
            </TabsContent>
            <TabsContent value="signup" className="mt-6">
              <Suspense fallback={<LoadingIndicator />}>
                <SignUpForm />
              </Suspense>
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
