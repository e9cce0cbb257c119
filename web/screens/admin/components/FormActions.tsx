import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** The header's outlined "Cancel" link of an admin form, back to where the form was opened from. */
export function CancelLink({ to }: { to: string }) {
  return (
    <Button asChild variant="outline">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        Cancel
      </Link>
    </Button>
  );
}

/** The right-aligned submit button under an admin form: 'Saving...' while busy. */
export function SubmitRow({
  saving,
  editing,
  createLabel,
}: {
  saving: boolean;
  editing: boolean;
  /** The button's text on a new record, e.g. "Create Event"; an edit says "Save Changes". */
  createLabel: string;
}) {
  return (
    <div className="flex justify-end">
      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : editing ? "Save Changes" : createLabel}
      </Button>
    </div>
  );
}
