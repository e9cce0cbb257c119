import { ChevronRight } from "lucide-react";
import { Fragment } from "react";
import { Link, useLocation } from "@/lib/router";
import { adminBreadcrumb } from "./admin-nav";

/** Dashboard › section › action; small screens show only the current page. */
export function AdminBreadcrumb() {
  const { pathname } = useLocation();
  const crumbs = adminBreadcrumb(pathname);
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex items-center gap-1.5 text-sm">
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.to ?? crumb.label}>
            {index > 0 ? (
              <li aria-hidden="true" className="hidden text-muted-foreground sm:block">
                <ChevronRight className="size-4" />
              </li>
            ) : null}
            <li className={index < crumbs.length - 1 ? "hidden truncate sm:block" : "truncate"}>
              {crumb.to ? (
                <Link
                  to={crumb.to}
                  className="rounded-sm text-muted-foreground hover:text-navy-900 hover:underline"
                >
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current="page" className="font-medium text-navy-900">
                  {crumb.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
