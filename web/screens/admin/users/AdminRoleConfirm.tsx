import { OFFICE_TEXT } from "@contract/ui-text";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

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
    <AlertDialog open={change !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {change?.grant ? "Grant the Admin role" : "Remove the Admin role"}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {change ? OFFICE_TEXT.adminRoleConfirm(change.name, change.grant) : ""}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction destructive={!change?.grant} onClick={() => change && onConfirm(change)}>
            {change?.grant ? "Make Admin" : "Remove Admin"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
