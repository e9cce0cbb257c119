import { usePublicSettings } from "@/api/settings";
import { Link } from "@/lib/router";
import { cn } from "@/lib/utils";
import { SchoolCrest } from "./SchoolCrest";

/** The school logo linking to the home page; its accessible name is the site name. */
export function SiteLogo({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  const { siteName } = usePublicSettings();
  return (
    <Link
      to="/"
      aria-label={siteName}
      className={cn("-mx-1 flex shrink-0 items-center gap-2 rounded-md px-1", className)}
    >
      <SchoolCrest />
      <span aria-hidden="true" className={cn("font-serif text-lg font-bold text-navy-900", nameClassName)}>
        {siteName}
      </span>
    </Link>
  );
}
