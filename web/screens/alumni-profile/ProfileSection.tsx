import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";

/** One titled part of the profile page (About, Interests, Contact …). */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 min-w-0">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A section of badges (interests, awards …); nothing at all when there are none. */
export function BadgeSection({
  id,
  title,
  items,
  variant = "secondary",
}: {
  id: string;
  title: string;
  items: readonly string[] | null | undefined;
  variant?: "secondary" | "success";
}) {
  if (!items || items.length === 0) return null;
  return (
    <ProfileSection id={id} title={title}>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className="max-w-full">
            <Badge variant={variant} className="max-w-full whitespace-normal break-words">
              {item}
            </Badge>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
