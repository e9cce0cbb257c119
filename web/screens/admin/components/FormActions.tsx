import { ArrowLeft } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/router";
import { AdminPageHeader } from "./AdminPageHeader";

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

/** An admin Create/Edit form: its header (title, description, Cancel), its cards, and the submit row. */
export function AdminFormFrame({
  onSubmit,
  title,
  description,
  cancelTo,
  saving,
  editing,
  createLabel,
  children,
}: {
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  title: string;
  description?: string;
  cancelTo: string;
  saving: boolean;
  editing: boolean;
  createLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <AdminPageHeader title={title} description={description} actions={<CancelLink to={cancelTo} />} />
      {children}
      <SubmitRow saving={saving} editing={editing} createLabel={createLabel} />
    </form>
  );
}
