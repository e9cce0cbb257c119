import type { ProfileDto } from "@contract/dto";
import { useAuth } from "@/auth/auth-context";
import { SendMessageButton } from "@/components/messaging/SendMessageButton";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/router";
import { useSignInPath } from "@/lib/use-sign-in-path";

/**
 * 'Connect' (signed in; opens the send-message dialog) or 'Sign in to Connect' (visitors); the
 * profile page names it 'Message' (issue 21). One's own profile offers the way to edit it instead.
 */
export function ConnectAction({
  profile,
  name,
  label = "Connect",
}: {
  profile: ProfileDto;
  name: string;
  label?: string;
}) {
  const { user, loading } = useAuth();
  const signInPath = useSignInPath();
  if (loading) return <div className="h-10 flex-1" />;
  if (!user) {
    return (
      <Button asChild variant="outline" className="flex-1">
        <Link to={signInPath}>Sign in to Connect</Link>
      </Button>
    );
  }
  if (profile.user_id && profile.user_id === user.id) {
    return (
      <Button asChild variant="outline" className="flex-1">
        <Link to="/profile">Your profile</Link>
      </Button>
    );
  }
  if (!profile.accepts_messages || !profile.user_id) {
    return (
      <div className="flex flex-1 flex-col">
        <Button className="w-full" disabled aria-describedby={`no-messages-${profile.id}`}>
          {label}
        </Button>
        <span id={`no-messages-${profile.id}`} className="mt-1 text-xs text-muted-foreground">
          Not accepting messages
        </span>
      </div>
    );
  }
  return (
    <div className="flex-1 [&>button]:w-full">
      <SendMessageButton
        recipient={{ userId: profile.user_id, displayName: name }}
        trigger={<Button>{label}</Button>}
      />
    </div>
  );
}
