import { LIMITS } from "@contract/constants";
import { BOOTSTRAP_MESSAGES } from "@contract/ui-text";
import { ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useAdminExistsQuery, useClaimAdminMutation } from "@/api/auth";
import { ApiError } from "@/api/client";
import { useAuth } from "@/auth/auth-context";
import { PageContainer } from "@/components/PageContainer";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { LoadingIndicator, Spinner } from "@/components/ui/spinner";
import { usePageMeta } from "@/lib/page-meta";
import { Navigate, useNavigate } from "@/lib/router";
import { toast } from "@/lib/toast";

/** /admin-bootstrap (spec §2 First-admin claim): the first signed-in user may claim admin while none exists. */
export function AdminBootstrapScreen() {
  usePageMeta({ title: "Claim Admin Access" });
  const { loading, user, refresh } = useAuth();
  const navigate = useNavigate();
  const adminExists = useAdminExistsQuery(Boolean(user));
  const claim = useClaimAdminMutation();
  const [granted, setGranted] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // Spec §6: a failed check counts as 'an admin exists'.
  const checkFailed = adminExists.isError && !granted;
  useEffect(() => {
    if (checkFailed) toast.error(BOOTSTRAP_MESSAGES.checkFailed, { id: "admin-check-failed" });
  }, [checkFailed]);

  if (loading || (user && adminExists.isPending)) return <LoadingIndicator />;
  if (!user) return <Navigate to="/auth" replace />;
  if (!granted && (adminExists.isError || adminExists.data?.hasAdmin)) return <Navigate to="/" replace />;

  const onClaim = () => {
    if (claim.isPending || granted) return;
    claim.mutate(undefined, {
      onSuccess: async ({ granted: ok }) => {
        if (!ok) {
          toast.error(BOOTSTRAP_MESSAGES.unableTitle, { description: BOOTSTRAP_MESSAGES.adminExists });
          return;
        }
        setGranted(true);
        toast.success(BOOTSTRAP_MESSAGES.granted);
        await refresh();
        redirectTimer.current = setTimeout(() => navigate("/admin"), LIMITS.redirectDelayMs);
      },
      onError: (err) => {
        // A refusal (not listed in ADMIN_EMAILS) says why; anything else is the spec's toast alone.
        const reason = err instanceof ApiError && err.status === 403 ? err.message : undefined;
        toast.error(BOOTSTRAP_MESSAGES.failed, { description: reason });
      },
    });
  };

  const busy = claim.isPending;
  const notListed = !granted && adminExists.data?.mayClaim === false;
  return (
    <PageContainer className="flex max-w-lg flex-col items-center">
      <Card className="w-full">
        <CardHeader className="items-center text-center">
          <ShieldCheck aria-hidden="true" className="size-12 text-navy-700" />
          <h1 className="text-2xl font-bold">Claim Admin Access</h1>
          <CardDescription>
            No administrator exists yet. The first administrator manages alumni, events, news, competitions,
            user roles and settings.
          </CardDescription>
        </CardHeader>
        <CardContent className="text-center">
          <p>
            You are logged in as <strong className="break-words">{user.email}</strong>
          </p>
          {notListed ? <p className="mt-3 text-sm text-destructive">{BOOTSTRAP_MESSAGES.notListed}</p> : null}
        </CardContent>
        <CardFooter>
          <Button
            size="lg"
            className="w-full"
            onClick={onClaim}
            disabled={busy || granted || notListed}
            aria-busy={busy}
          >
            {busy ? <Spinner className="size-4 text-current" /> : null}
            {busy ? "Bootstrapping..." : "Claim Admin Access"}
          </Button>
        </CardFooter>
      </Card>
    </PageContainer>
  );
}
