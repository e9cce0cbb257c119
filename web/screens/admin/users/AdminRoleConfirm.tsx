import { OFFICE_TEXT } from "@contract/ui-text";
import { ConfirmDialog } from "@/components/ConfirmDialog";

export interface AdminRoleChange {
  userId: string;
  name: string;
  grant: boolean;
}

/** Granting or removing the Admin role asks first (issue 13); other roles change at once. */
export function AdminRoleConfirm({
  change,
  onCancel,
  onConfirm,
}: {
  change: AdminRoleChange | null;
  onCancel: () => void;
  onConfirm: (change: AdminRoleChange) => void;
}) {
  return (
    <ConfirmDialog
      open={change !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={change?.grant ? "Grant the Admin role" : "Remove the Admin role"}
      description={change ? OFFICE_TEXT.adminRoleConfirm(change.name, change.grant) : ""}
      confirmLabel={change?.grant ? "Make Admin" : "Remove Admin"}
      destructive={!change?.grant}
      onConfirm={() => change && onConfirm(change)}
    />
  );
}
