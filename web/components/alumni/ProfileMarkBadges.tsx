import type { ProfileMarks } from "@contract/admission";
import { ADMISSION_TEXT, MEMORIAM_TEXT } from "@contract/ui-text";
import { BadgeCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** The Verified alumnus mark (decision 118), on a card and on the profile page. */
export function VerifiedAlumnusBadge() {
  return (
    <Badge variant="outline" data-testid="verified-alumnus">
      <BadgeCheck aria-hidden="true" className="size-3.5" /> {ADMISSION_TEXT.verifiedAlumnus}
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
          {MEMORIAM_TEXT.inMemoriam}
        </Badge>
      ) : null}
      {marks.verified_alumnus ? <VerifiedAlumnusBadge /> : null}
    </>
  );
}
