import { type ComponentProps, useCallback, useState } from "react";
import { cn, initials } from "@/lib/utils";

/**
 * A round photo over initials. Not Radix Avatar (2 kB gzip in every public page's scripts,
 * decision 086): the initials are always rendered and the photo lies on top of them, so they
 * show while it loads and stay when it fails; the server's HTML carries the photo itself.
 */
export function Avatar({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn("relative flex size-10 shrink-0 overflow-hidden rounded-full", className)}
      {...props}
    />
  );
}

export function AvatarImage({ className, onError, ...props }: ComponentProps<"img">) {
  const [failed, setFailed] = useState(false);
  // An image that failed before hydration fired its error event before React listened.
  const notice = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return null;
  return (
    // biome-ignore lint/a11y/useAltText: alt comes with props (empty where the name is beside it)
    <img
      ref={notice}
      onError={(event) => {
        onError?.(event);
        setFailed(true);
      }}
      className={cn("absolute inset-0 aspect-square size-full object-cover", className)}
      {...props}
    />
  );
}

export function AvatarFallback({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "flex size-full items-center justify-center rounded-full bg-navy-100 font-semibold text-navy-800",
        className,
      )}
      {...props}
    />
  );
}

export interface UserAvatarProps {
  name: string | null | undefined;
  src?: string | null;
  /** Shown when the name gives no initials. */
  fallback?: string;
  className?: string;
  /** Give the avatar the person's name as its accessible name (default: decorative, as the name is usually shown beside it). */
  labelled?: boolean;
}

/** A person's photo, or their initials while it loads or when there is none. */
export function UserAvatar({ name, src, fallback, className, labelled = false }: UserAvatarProps) {
  const label = labelled && name ? name : undefined;
  return (
    <Avatar className={className} role={label ? "img" : undefined} aria-label={label}>
      {src ? <AvatarImage src={src} alt="" loading="lazy" /> : null}
      <AvatarFallback aria-hidden="true">{initials(name, fallback)}</AvatarFallback>
    </Avatar>
  );
}
