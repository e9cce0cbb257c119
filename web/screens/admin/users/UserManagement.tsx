import type { AdminUserList } from "@contract/admin-content";
import type { UserSortField } from "@contract/admin-office";
import { ADMIN_MESSAGES } from "@contract/ui-text";
import { Shield, ShieldCheck, User, Users } from "lucide-react";
import { useState } from "react";
import { useAdminList } from "@/api/admin-common";
import { useAssignRole, useRemoveRole } from "@/api/admin-users";
import { Card } from "@/components/ui/card";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { RecordTable } from "../components/ManagementLayout";
import { pageFooter } from "../components/Pagination";
import { SortHeader } from "../components/SortHeader";
import { StatCard, StatGrid } from "../components/StatCard";
import { TableToolbar } from "../components/TableToolbar";
import { useTableUrlState } from "../components/use-table-url-state";
import { useWideTable } from "../components/use-wide-table";
import { type AdminRoleChange, AdminRoleConfirm } from "./AdminRoleConfirm";
import { type ChangeRole, UserRow, userColumns } from "./UserRow";

/** Spec §2 User Management: counters, users with their roles, assign and remove. */
export function UserManagement() {
  const table = useTableUrlState<UserSortField>({ sort: "joined_at", dir: "desc", descFirst: ["joined_at"] });
  const list = useAdminList<AdminUserList>("users", table.params);
  const { data, isPending, isFetching } = list;
  const assign = useAssignRole();
  const remove = useRemoveRole();
  const [adminChange, setAdminChange] = useState<AdminRoleChange | null>(null);
  const wide = useWideTable();
  const changeRole: ChangeRole = (userId, name, role, grant) => {
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
          columns={[<SortHeader key="user" field="email" label="User" table={table} />, ...userColumns(wide)]}
          actions={false}
          rows={(loaded) => loaded.items}
          footer={pageFooter(table.setPage)}
        >
          {(u) => <UserRow key={u.user_id} user={u} wide={wide} changeRole={changeRole} />}
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
