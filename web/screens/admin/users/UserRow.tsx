import type { AdminUserRow } from "@contract/admin-content";
import { ROLES, type Role } from "@contract/constants";
import { X } from "lucide-react";
import { ROLE_LABELS } from "@/api/admin-users";
import { Badge } from "@/components/ui/badge";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { TableCell, TableRow } from "@/components/ui/table";
import { useSchoolTime } from "@/lib/school-time";

/** Grants (true) or removes (false) a role; the screen asks first for the Admin role. */
export type ChangeRole = (userId: string, name: string, role: Role, grant: boolean) => void;

/**
 * The spec's five columns fit beside the admin sidebar only from 1280 px (useWideTable).
 * Narrower, House and Graduation Year are a line of the User cell and the current roles sit
 * above the Assign role select, so no column is hidden under another (issue 21 item 9).
 */
/** The column heads after "User". */
export function userColumns(wide: boolean): string[] {
  return wide ? ["House", "Graduation Year", "Current Roles", "Assign Role"] : ["Roles"];
}

export function UserRow({
  user: u,
  wide,
  changeRole,
}: {
  user: AdminUserRow;
  wide: boolean;
  changeRole: ChangeRole;
}) {
  const schoolTime = useSchoolTime();
  const name = u.display_name ?? "N/A";
  const badges = <RoleBadges user={u} name={name} changeRole={changeRole} />;
  const assign = (
    <Select value="" onValueChange={(role) => changeRole(u.user_id, name, role as Role, true)}>
      <SelectTrigger className="w-36" aria-label={`Assign role to ${name}`}>
        <SelectValue placeholder="Assign role" />
      </SelectTrigger>
      <SelectContent>
        {ROLES.map((r) => (
          <SelectItem key={r} value={r}>
            {ROLE_LABELS[r]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
  return (
    <TableRow>
      <TableCell>
        <p className="font-medium break-words text-navy-900">{name}</p>
        <p className="text-xs break-all text-muted-foreground">{u.email}</p>
        {!u.has_profile ? (
          <p className="text-xs text-muted-foreground italic">No profile</p>
        ) : wide ? null : (
          <p className="text-xs text-muted-foreground">
            House: {u.house ?? "Not set"} · Graduation Year: {u.graduation_year ?? "N/A"}
          </p>
        )}
        <p className="text-xs text-muted-foreground">Joined {schoolTime.date(u.joined_at)}</p>
      </TableCell>
      {wide ? (
        <>
          <TableCell>{u.house ?? "Not set"}</TableCell>
          <TableCell>{u.graduation_year ?? "N/A"}</TableCell>
          <TableCell>{badges}</TableCell>
          <TableCell>{assign}</TableCell>
        </>
      ) : (
        <TableCell>
          <div className="mb-2">{badges}</div>
          {assign}
        </TableCell>
      )}
    </TableRow>
  );
}

function RoleBadges({
  user: u,
  name,
  changeRole,
}: {
  user: AdminUserRow;
  name: string;
  changeRole: ChangeRole;
}) {
  if (u.roles.length === 0) return <span className="text-muted-foreground">No roles</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {u.roles.map((r) => (
        <Badge key={r} variant={r === "admin" ? "default" : "secondary"} className="gap-0.5 pr-1">
          {ROLE_LABELS[r as Role] ?? r}
          <button
            type="button"
            aria-label={`Remove ${ROLE_LABELS[r as Role] ?? r} role from ${name}`}
            className="rounded-full p-0.5 hover:bg-black/15"
            onClick={() => changeRole(u.user_id, name, r as Role, false)}
          >
            <X aria-hidden="true" className="size-3" />
          </button>
        </Badge>
      ))}
    </div>
  );
}
