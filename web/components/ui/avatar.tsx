import { Avatar as AvatarPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn, initials } from "@/lib/utils";

export function Avatar({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      className={cn("relative flex size-10 shrink-0 overflow-hidden rounded-full", className)}
      {...props}
    />
  );
}

export function AvatarImage({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image className={cn("aspect-square size-full object-cover", className)} {...props} />
  );
}

export function AvatarFallback({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
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
