import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage, AdminSearch, adminPageOf, formatDay, Pager } from "@/components/admin/admin-parts";
import { Badge } from "@/components/ui/badge";
import { listUsersForOperator } from "@/lib/admin/browse";
import { requireOperator } from "@/lib/admin/require-operator";

export const metadata: Metadata = { title: "Users · Operator console", robots: { index: false } };

export default async function AdminUsersPage({
  searchParams,
}: {
  searchParams: Promise<{ page?: string; q?: string }>;
}) {
  await requireOperator();
  const { page, q, skip, limit } = adminPageOf(await searchParams);
  const { total, users } = await listUsersForOperator({ skip, limit, q });
  return (
    <AdminPage title="Users" current="/admin/users">
      <AdminSearch label="Search by name or email" q={q} />
      {users.length === 0 ? (
        <p>No users match.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Users">
          {users.map((user) => (
            <li key={user.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-card p-3">
              <Link href={`/admin/users/${user.id}`} className="font-medium underline-offset-4 hover:underline">
                {user.fullName}
              </Link>
              <span className="min-w-0 text-sm break-all text-muted-foreground">{user.email}</span>
              <Badge variant="outline">{user.role}</Badge>
              {user.operator && <Badge>operator</Badge>}
              {user.suspendedAt && <Badge variant="destructive">suspended</Badge>}
              <span className="ml-auto text-sm text-muted-foreground">Joined {formatDay(user.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
      <Pager path="/admin/users" page={page} total={total} q={q} />
    </AdminPage>
  );
}
