import { Eye, type LucideIcon, Pencil, Trash2 } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Link } from "@/lib/router";
import { cn } from "@/lib/utils";
import { useFromList } from "./back-to-list";

/**
 * The right-aligned cell content that holds a table row's action buttons. Below 1024 px (a phone,
 * or a tablet beside the admin sidebar) they sit two abreast: a row of three to five icons was
 * as wide as half the table, and the pinned column then hid the record's name (issue 21 item 9).
 * A worded button (Start, Complete) takes a line of its own there: give it `col-span-2`.
 */
export function RowActions({ children, tight = false }: { children: ReactNode; tight?: boolean }) {
  return (
    <div className={cn("grid grid-cols-[repeat(2,auto)] justify-end lg:flex", tight ? "gap-0.5" : "gap-1")}>
      {children}
    </div>
  );
}

/** A small ghost icon button of a table row; `aria-label` names the action and the row. */
export function RowIconButton({ className, ...props }: Omit<ButtonProps, "variant" | "size">) {
  return <Button variant="ghost" size="icon" className={cn("size-9", className)} {...props} />;
}

function RowIconLink({ to, label, icon: Icon }: { to: string; label: string; icon: LucideIcon }) {
  // The list's place goes with the link, so the page's 'Back' returns to it.
  const from = useFromList();
  return (
    <Button asChild variant="ghost" size="icon" className="size-9">
      <Link to={to} aria-label={label} state={from}>
        <Icon aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** The eye icon that opens a row's detail page. */
export function ViewLink({ to, label }: { to: string; label: string }) {
  return <RowIconLink to={to} label={label} icon={Eye} />;
}

/** The pencil icon that opens a row's edit page. */
export function EditLink({ to, label }: { to: string; label: string }) {
  return <RowIconLink to={to} label={label} icon={Pencil} />;
}

/** A row's eye and pencil: its page under `base`/view/`id` and its form under `base`/edit/`id`. */
export function ViewEditLinks({
  base,
  id,
  name,
  viewLabel = `View ${name}`,
}: {
  base: string;
  id: string;
  name: string;
  viewLabel?: string;
}) {
  return (
    <>
      <ViewLink to={`${base}/view/${id}`} label={viewLabel} />
      <EditLink to={`${base}/edit/${id}`} label={`Edit ${name}`} />
    </>
  );
}

/** A row's icon button whose action runs only after a confirmation dialog. */
export function ConfirmIconButton({
  label,
  icon,
  className,
  ...confirm
}: Omit<ComponentProps<typeof ConfirmDialog>, "trigger"> & {
  label: string;
  icon: ReactNode;
  className?: string;
}) {
  return (
    <ConfirmDialog
      trigger={
        <RowIconButton className={className} aria-label={label}>
          {icon}
        </RowIconButton>
      }
      {...confirm}
    />
  );
}

/** The red bin icon that deletes a row after a destructive "Delete" confirmation. */
export function DeleteButton({
  label,
  title,
  description,
  onConfirm,
}: {
  label: string;
  title: string;
  description: string;
  onConfirm: () => void;
}) {
  return (
    <ConfirmIconButton
      label={label}
      icon={<Trash2 aria-hidden="true" />}
      className="text-destructive"
      title={title}
      description={description}
      confirmLabel="Delete"
      destructive
      onConfirm={onConfirm}
    />
  );
}
