import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps, MouseEvent } from "react";
import { cn } from "@/lib/utils";

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        "inline-flex h-11 items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

/**
 * Radix focuses the trigger from script on mouse down (for Safari, where a click does not
 * focus a button), and browsers treat script focus as keyboard focus: a click left the
 * :focus-visible ring on the tab. Focusing it first with focusVisible: false keeps the ring
 * for the keyboard only; Radix's own focus() is then a no-op on the already focused tab.
 */
function focusWithoutRing(event: MouseEvent<HTMLButtonElement>) {
  if (event.button === 0 && !event.ctrlKey && !event.currentTarget.disabled) {
    event.currentTarget.focus({ focusVisible: false, preventScroll: true } as FocusOptions);
  }
}

export function TabsTrigger({
  className,
  onMouseDown,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex h-9 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors hover:text-navy-900 disabled:pointer-events-none disabled:opacity-60 data-[state=active]:bg-background data-[state=active]:text-navy-900 data-[state=active]:shadow-sm",
        className,
      )}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented) focusWithoutRing(event);
      }}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("mt-4", className)} {...props} />;
}
