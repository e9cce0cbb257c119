import { Button } from "@/components/ui/button";
import { usePageMeta } from "@/lib/page-meta";
import { Link } from "@/lib/router";

/** Spec §2 Not-found page: '404', 'Oops! Page not found' and 'Return to Home'. */
export function NotFoundContent() {
  usePageMeta({ title: "Page not found" });
  return (
    <div className="flex flex-col items-center justify-center gap-4 px-4 py-20 text-center md:py-28">
      <h1 className="text-7xl font-bold text-navy-800 md:text-8xl">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Button asChild className="mt-2">
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
