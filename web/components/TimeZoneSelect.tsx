import { timeZoneOptions } from "@contract/time-zones";
import { type ComponentProps, useMemo } from "react";
import { useSchoolTimeZone } from "@/api/settings";
import { fieldClasses } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/**
 * A time-zone select: the browser's IANA zones (Intl.supportedValuesOf), with the current value
 * kept even when this browser names it otherwise. A native select: ~420 options stay quick,
 * and phones show their own picker.
 */
export function TimeZoneSelect({
  className,
  current,
  ...props
}: ComponentProps<"select"> & { current?: string | null }) {
  // The school's zone is always offered: a browser whose ICU names it otherwise (Debian's
  // Chromium lists India's zone under its old name, Asia/Calcutta) must still let a member choose it.
  const school = useSchoolTimeZone();
  const zones = useMemo(() => timeZoneOptions(current, school), [current, school]);
  return (
    <select className={cn(fieldClasses, "h-10 py-2", className)} {...props}>
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {zone.replace(/_/g, " ")}
        </option>
      ))}
    </select>
  );
}
