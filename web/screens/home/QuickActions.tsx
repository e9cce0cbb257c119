import { ShieldCheck, UserPen, UserPlus, Users } from "lucide-react";
import { lazy, Suspense } from "react";
import { useAdminExistsQuery } from "@/api/auth";
import { useAuth } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Link } from "@/lib/router";

/* Signed-in members only: its dialog and form stay out of a visitor's scripts (issue 12). */
const ShareAchievementButton = lazy(() =>
  import("./ShareAchievementButton").then((m) => ({ default: m.ShareAchievementButton })),
);

/** Spec §2 Quick Actions: per auth state; 'Claim Admin Access' only once the check finished, no admin exists and this viewer may claim (ADMIN_EMAILS). */
export function QuickActions() {
  const { user, loading } = useAuth();
  const adminExists = useAdminExistsQuery(Boolean(user));
  const canClaim = Boolean(user) && adminExists.isSuccess && adminExists.data.mayClaim;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 [&_a]:justify-start [&_button]:justify-start">
        {loading ? null : user ? (
          <>
            <Button asChild variant="outline">
              <Link to="/profile">
                <UserPen aria-hidden="true" /> Update Your Profile
              </Link>
            </Button>
            <Suspense fallback={null}>
              <ShareAchievementButton />
            </Suspense>
            {canClaim ? (
              <Button asChild variant="secondary">
                <Link to="/admin-bootstrap">
                  <ShieldCheck aria-hidden="true" /> Claim Admin Access
                </Link>
              </Button>
            ) : null}
          </>
        ) : (
          <>
            <Button asChild>
              <Link to="/auth">
                <UserPlus aria-hidden="true" /> Join the Network
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/alumni">
                <Users aria-hidden="true" /> Browse Alumni
              </Link>
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
