import { MOTTO } from "@contract/constants";
import { Mail } from "lucide-react";
import { usePublicSettings } from "@/api/settings";
import { SchoolCrest } from "./SchoolCrest";

/** Site footer: the site name and the alumni office contact e-mail (GET /api/v1/settings/public). */
export function Footer() {
  const { siteName, contactEmail } = usePublicSettings();
  return (
    <footer className="on-dark bg-navy-900 text-navy-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-3">
          <SchoolCrest className="size-10" />
          <div>
            <p className="font-serif text-lg font-bold text-white">{siteName}</p>
            <p className="text-sm text-gold-200 italic">{MOTTO}</p>
          </div>
        </div>
        <div className="flex flex-col gap-1 text-sm md:items-end">
          <a
            href={`mailto:${contactEmail}`}
            className="inline-flex items-center gap-2 rounded-sm text-navy-50 underline-offset-4 hover:text-white hover:underline"
          >
            <Mail aria-hidden="true" className="size-4" />
            {contactEmail}
          </a>
          <p className="text-navy-200">
            © {new Date().getFullYear()} {siteName}
          </p>
        </div>
      </div>
    </footer>
  );
}
