import type { AdminUserList } from "@contract/admin-content";
import type { UserSortField } from "@contract/admin-office";
import { ROLES, type Role } from "@contract/constants";
import { ADMIN_MESSAGES } from "@contract/ui-text";
import { Shield, ShieldCheck, User, Users, X } from "lucide-react";
import { useState } from "react";
import { useAdminList } from "@/api/admin-common";
import { ROLE_LABELS, useAssignRole, useRemoveRole } from "@/api/admin-users";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { TableCell, TableRow } from "@/components/ui/table";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { formatDate } from "../components/format";
import { RecordTable } from "../components/ManagementLayout";
import { pageFooter } from "../components/Pagination";
import { SortHeader } from "../components/SortHeader";
import { StatCard, StatGrid } from "../components/StatCard";
import { TableToolbar } from "../components/TableToolbar";
import { useTableUrlState } from "../components/use-table-url-state";
import { type AdminRoleChange, AdminRoleConfirm } from "./AdminRoleConfirm";

/** Spec §2 User Management: counters, users with their roles, assign and remove. */
export function UserManagement() {
  const table = useTableUrlState<UserSortField>({ sort: "joined_at", dir: "desc", descFirst: ["joined_at"] });
  const list = useAdminList<AdminUserList>("users", table.params);
  const { data, isPending, isFetching } = list;
  const assign = useAssignRole();
  const remove = useRemoveRole();
  const [adminChange, setAdminChange] = useState<AdminRoleChange | null>(null);
  const changeRole = (userId: string, name: string, role: Role, grant: boolean) => {
    if (role === "admin") setAdminChange({ userId, name, grant });
    else if (grant) assign.mutate({ userId, role });
    else remove.mutate({ userId, role });
  };

  return (
    <>
      <AdminPageHeader
        title="User Management"
        description="Assign and remove admin, moderator and user roles."
      />
      <StatGrid>
        <StatCard label="Total Users" value={data?.counts.total} icon={Users} loading={isPending} />
        <StatCard label="Admins" value={data?.counts.admins} icon={ShieldCheck} loading={isPending} />
        <StatCard label="Moderators" value={data?.counts.moderators} icon={Shield} loading={isPending} />
        <StatCard label="Regular Users" value={data?.counts.regular} icon={User} loading={isPending} />
      </StatGrid>
      <Card>
        <TableToolbar
          label="Search users"
          placeholder="Search by name or email..."
          table={table}
          updating={isFetching && !isPending}
        />
        <RecordTable
          query={list}
          errorMessage={ADMIN_MESSAGES.userDataLoadFailed}
          emptyTitle="No users found"
          label="Users"
          columns={[
            <SortHeader key="user" field="email" label="User" table={table} />,
            "House",
            "Graduation Year",
            "Current Roles",
            "Assign Role",
          ]}
          actions={false}
          stickyLast
          rows={(loaded) => loaded.items}
          footer={pageFooter(table.setPage)}
        >
          {(u) => {
            const name = u.display_name ?? "N/A";
            return (
              <TableRow key={u.user_id}>
                <TableCell>
                  <p className="font-medium text-navy-900">{name}</p>
                  <p className="text-xs text-muted-foreground">{u.email}</p>
                  <p className="text-xs text-muted-foreground">Joined {formatDate(u.joined_at)}</p>
                </TableCell>
                <TableCell>{u.house ?? "Not set"}</TableCell>
                <TableCell>{u.graduation_year ?? "N/A"}</TableCell>
                <TableCell>
                  {u.roles.length === 0 ? (
                    <span className="text-muted-foreground">No roles</span>
                  ) : (
                    <div className="flex flex-wrap gap-1">
                      {u.roles.map((r) => (
                        <Badge
                          key={r}
                          variant={r === "admin" ? "default" : "secondary"}
                          className="gap-0.5 pr-1"
                        >
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
                  )}
                </TableCell>
                <TableCell>
                  <Select value="" onValueChange={(role) => changeRole(u.user_id, name, role as Role, true)}>
                    <SelectTrigger className="w-40" aria-label={`Assign role to ${name}`}>
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
                </TableCell>
              </TableRow>
            );
          }}
        </RecordTable>
      </Card>
      <AdminRoleConfirm
        change={adminChange}
        onCancel={() => setAdminChange(null)}
        onConfirm={(c) => {
          setAdminChange(null);
          if (c.grant) assign.mutate({ userId: c.userId, role: "admin" });
          else remove.mutate({ userId: c.userId, role: "admin" });
        }}
      />
    </>
  );
}
