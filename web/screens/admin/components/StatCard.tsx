import type { LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Count } from "@/components/ui/count";
import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/lib/router";

/** A counter tile; with `to` the whole card is a link. No value (its list failed) shows a placeholder, not 0. */
export function StatCard({
  label,
  value,
  icon: Icon,
  to,
  loading,
}: {
  label: string;
  value: number | undefined;
  icon?: LucideIcon;
  to?: string;
  loading?: boolean;
}) {
  const body = (
    <Card className="flex h-full items-center justify-between gap-3 p-4 transition-shadow hover:shadow-md sm:p-5">
      <div>
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        {loading ? (
          <Skeleton className="mt-2 h-8 w-16" />
        ) : (
          <p className="mt-1 text-2xl font-bold text-navy-900 sm:text-3xl">
            <Count value={value} />
          </p>
        )}
      </div>
      {Icon ? (
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-navy-50 text-navy-700 sm:flex">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      ) : null}
    </Card>
  );
  return to ? (
    <Link
      to={to}
      className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {body}
    </Link>
  ) : (
    body
  );
}

/** Four tiles to a row on wide screens; `wide`: five (the dashboard). */
export function StatGrid({ children, wide }: { children: React.ReactNode; wide?: boolean }) {
  const columns = wide ? "lg:grid-cols-3 xl:grid-cols-5" : "xl:grid-cols-4";
  return <div className={`mb-6 grid grid-cols-2 gap-3 sm:gap-4 ${columns}`}>{children}</div>;
}
