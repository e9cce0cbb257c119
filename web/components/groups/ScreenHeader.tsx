import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A community screen's title (issue 15): its gold icon before the name. */
export function ScreenTitle({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <h1 className="flex items-center gap-3 text-3xl font-bold md:text-4xl">
      <Icon aria-hidden="true" className="size-8 shrink-0 text-gold-600" />
      {children}
    </h1>
  );
}

/** A community list screen's header: title and lead on the left, its one action (if any) on the right. */
export function ScreenHeader({
  icon,
  title,
  lead,
  action,
}: {
  icon: LucideIcon;
  title: ReactNode;
  lead: ReactNode;
  action?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <ScreenTitle icon={icon}>{title}</ScreenTitle>
        <p className="mt-2 text-muted-foreground">{lead}</p>
      </div>
      {action}
    </header>
  );
}
