import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useState,
} from "react";
import { cn } from "@/lib/utils";

/**
 * Tabs after the WAI-ARIA tabs pattern (automatic activation: the arrow keys, Home and End move
 * to a tab and show its panel; only the selected tab is in the Tab order; a panel is rendered
 * only while selected). Written here rather than taken from Radix: Radix Tabs brought its
 * roving-focus, collection and presence packages, about 9 kB gzip, onto /auth, /events and
 * /house-cup, a third of what those pages may load (decision 086). Same API as before:
 * `Tabs` (value / defaultValue / onValueChange), `TabsList`, `TabsTrigger`, `TabsContent`.
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  idFor: (part: "tab" | "panel", value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error(`${part} must be inside <Tabs>`);
  return tabs;
}

export function Tabs({
  value,
  defaultValue = "",
  onValueChange,
  className,
  children,
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? own;
  const state: TabsState = {
    value: current,
    select: (next) => {
      if (next === current) return;
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    idFor: (part, v) => `${baseId}-${part}-${v}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** Arrow keys, Home and End between the enabled tabs; focusing a tab selects it. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = MOVES[event.key];
  if (!move) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
  const from = tabs.indexOf(document.activeElement as HTMLElement);
  if (from < 0 || tabs.length === 0) return;
  event.preventDefault();
  const to = tabs[move(from, tabs.length)];
  to.focus();
  to.click();
}

export function TabsList({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={moveFocus}
      className={cn(
        "inline-flex h-11 items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

const TRIGGER_CLASSES =
  "inline-flex h-9 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors hover:text-navy-900 disabled:pointer-events-none disabled:opacity-60 data-[state=active]:bg-background data-[state=active]:text-navy-900 data-[state=active]:shadow-sm";

/**
 * A tab. With `href` it is a link to the page showing that tab (issue 22: a tap before the
 * page's script has arrived still opens it, as a plain navigation); once hydrated a click
 * selects in place and `onValueChange` keeps the address.
 */
export function TabsTrigger({
  value,
  className,
  onClick,
  href,
  ...props
}: Omit<ComponentProps<"button">, "value"> & { value: string; href?: string }) {
  const tabs = useTabs("TabsTrigger");
  const selected = tabs.value === value;
  const common = {
    role: "tab",
    id: tabs.idFor("tab", value),
    "aria-controls": tabs.idFor("panel", value),
    "aria-selected": selected,
    "data-state": selected ? "active" : "inactive",
    tabIndex: selected ? 0 : -1,
    className: cn(TRIGGER_CLASSES, className),
  } as const;
  if (href !== undefined) {
    return (
      <a
        {...common}
        href={href}
        onClick={(event) => {
          // A modified click (new tab, new window) stays the browser's.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          tabs.select(value);
        }}
      >
        {props.children}
      </a>
    );
  }
  return (
    <button
      type="button"
      {...common}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({ value, className, ...props }: ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs("TabsContent");
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idFor("panel", value)}
      aria-labelledby={tabs.idFor("tab", value)}
      data-state="active"
      // The ARIA tabs pattern: Tab from the tab list reaches the panel even when it holds no
      // focusable content (as Radix did).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tabpanel is focusable in that pattern
      tabIndex={0}
      className={cn("mt-4", className)}
      {...props}
    />
  );
}
