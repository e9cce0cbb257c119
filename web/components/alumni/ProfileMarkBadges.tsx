import type { ProfileMarks } from "@contract/admission";
import { SCREEN_MESSAGES } from "@contract/ui-text";
import { ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** The Verified alumnus mark (decision 118), on a card and on the profile page. */
export function VerifiedAlumnusBadge() {
  return (
    <Badge variant="outline" data-testid="verified-alumnus">
      <ShieldCheck aria-hidden="true" className="size-3.5" /> {SCREEN_MESSAGES.verifiedAlumnus}
    </Badge>
  );
}

/** The marks beside a card's name: Verified alumnus and In memoriam (decisions 118 and 109). */
export function ProfileMarkBadges({ marks }: { marks: ProfileMarks | undefined }) {
  if (!marks) return null;
  return (
    <>
      {marks.in_memoriam ? (
        <Badge variant="muted" data-testid="card-in-memoriam">
          {SCREEN_MESSAGES.inMemoriam}
        </Badge>
      ) : null}
      {marks.verified_alumnus ? <VerifiedAlumnusBadge /> : null}
    </>
  );
}
