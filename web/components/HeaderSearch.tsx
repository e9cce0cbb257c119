import { LIMITS } from "@contract/constants";
import type { ProfileDto } from "@contract/dto";
import type { ProfileListResponse } from "@contract/profiles";
import { SCREEN_MESSAGES } from "@contract/ui-text";
import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { api } from "@/api/client";
import { profileListPath } from "@/api/profiles";
import { useAuth } from "@/auth/auth-context";
import { UserAvatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { useLocation, useNavigate } from "@/lib/router";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { cn } from "@/lib/utils";

/**
 * Header search (spec §2 Header, §5, §9): in the row from 1024 px; below, the search button
 * opens it as a row under the header (issue 21: phones had no search); from 3 trimmed characters, debounced
 * 300 ms, a listbox of up to 6 profiles and 'See all results for'. Arrow keys move, Enter
 * opens, Escape closes; submitting goes to /alumni?search=…. Errors give an empty list.
 */
export function HeaderSearch() {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Below 1024 px: whether the search row under the header is open.
  const [shown, setShown] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const listId = useId();
  const rootRef = useRef<HTMLFormElement>(null);

  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, LIMITS.headerSearchDebounceMs);
  const ready = debounced.length >= LIMITS.headerSearchMinChars;
  const results = useQuery({
    queryKey: ["profiles", "header-search", debounced, Boolean(user)],
    queryFn: ({ signal }) =>
      api
        .get<ProfileListResponse>(profileListPath({ search: debounced, limit: LIMITS.headerSearchResults }), {
          signal,
        })
        .then((r) => r.profiles)
        .catch((err: unknown) => {
          if (err instanceof DOMException && err.name === "AbortError") throw err;
          return [] as ProfileDto[]; // spec §8: a search error silently yields an empty list
        }),
    enabled: ready,
    staleTime: 30_000,
  });

  const showDropdown = open && trimmed.length >= LIMITS.headerSearchMinChars;
  const searching = trimmed !== debounced || results.isFetching || !ready;
  const profiles = searching ? [] : (results.data ?? []);
  // Options: the profiles, then 'See all results for'.
  const optionCount = showDropdown && !searching ? profiles.length + 1 : 0;

  // Leaving the page (a result chosen, a link followed) closes the dropdown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: close on navigation only
  useEffect(() => {
    setOpen(false);
    setActive(-1);
    setShown(false);
  }, [pathname]);
  // Opened with the button: ready to type.
  useEffect(() => {
    if (shown) inputRef.current?.focus();
  }, [shown]);

  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, []);

  const goToProfile = (p: ProfileDto) => {
    setOpen(false);
    setText("");
    navigate(`/alumni/${p.id}`);
  };
  const goToAll = () => {
    setOpen(false);
    navigate(trimmed ? `/alumni?search=${encodeURIComponent(trimmed)}` : "/alumni");
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (active >= 0 && active < profiles.length) goToProfile(profiles[active]);
    else goToAll();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Escape") {
      if (open) e.preventDefault();
      // A second Escape (nothing listed) closes the row opened with the button.
      else if (shown) setShown(false);
      setOpen(false);
      setActive(-1);
      return;
    }
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (optionCount === 0) return;
      setActive((i) =>
        e.key === "ArrowDown" ? (i + 1 >= optionCount ? 0 : i + 1) : i - 1 < 0 ? optionCount - 1 : i - 1,
      );
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  const activeIndex = active >= 0 && active < optionCount ? active : -1;

  // Focus stays in the input (aria-activedescendant), so the browser does not scroll the
  // active option into view by itself.
  const dropdownRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (activeIndex < 0) return;
    const option = dropdownRef.current?.querySelector(
      `[id="${CSS.escape(`${listId}-option-${activeIndex}`)}"]`,
    );
    option?.scrollIntoView({ block: "nearest" });
  }, [activeIndex, listId]);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="max-sm:size-9 lg:hidden"
        aria-label="Search alumni"
        aria-expanded={shown}
        aria-controls={`${listId}-form`}
        onClick={() => setShown((s) => !s)}
      >
        <Search aria-hidden="true" />
      </Button>
      <form
        ref={rootRef}
        id={`${listId}-form`}
        onSubmit={onSubmit}
        className={cn(
          // From 1024 px it takes the room the header's links leave, up to 16rem: a visitor's row
          // has plenty at 1024 px, a member's (two more links, the bell, the avatar) little.
          "relative lg:block lg:min-w-36 lg:max-w-64 lg:flex-1",
          // Below 1024 px a row under the sticky header (its containing block), the screen's width.
          shown
            ? "max-lg:absolute max-lg:inset-x-0 max-lg:top-full max-lg:border-b max-lg:border-border max-lg:bg-background max-lg:p-2 max-lg:shadow-md"
            : "hidden",
        )}
      >
        <label htmlFor={`${listId}-input`} className="sr-only">
          Search alumni
        </label>
        <span className="relative block">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            ref={inputRef}
            id={`${listId}-input`}
            type="search"
            role="combobox"
            maxLength={LIMITS.searchTextMax}
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={showDropdown}
            aria-controls={listId}
            aria-activedescendant={showDropdown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            placeholder="Search alumni..."
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
            className="h-9 w-full rounded-md border border-input bg-background pr-3 pl-9 text-sm placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
          />
        </span>
        {showDropdown ? (
          // 20rem cap (spec §2). 'See all results for' is pinned to the bottom (sticky) so six
          // results cannot push it out of sight; scroll-padding keeps an option chosen with the
          // arrow keys clear of it.
          <div
            ref={dropdownRef}
            className="absolute right-0 z-40 mt-2 max-h-80 w-80 scroll-pb-12 max-lg:inset-x-2 max-lg:w-auto overflow-y-auto rounded-md border border-border bg-background pt-1 shadow-lg"
          >
            {searching ? (
              <p role="status" className="px-3 py-2 text-sm text-muted-foreground">
                {SCREEN_MESSAGES.searching}
              </p>
            ) : null}
            {/* biome-ignore lint/a11y: ARIA combobox pattern — focus stays in the input (aria-activedescendant) */}
            <ul id={listId} role="listbox" aria-label="Matching alumni" aria-busy={searching}>
              {!searching && profiles.length === 0 ? (
                <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
                  {SCREEN_MESSAGES.noResults}
                </li>
              ) : null}
              {profiles.map((p, i) => (
                // biome-ignore lint/a11y: ARIA combobox pattern — options are chosen with the keyboard from the input
                <li
                  key={p.id}
                  id={optionId(i)}
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA combobox option
                  role="option"
                  aria-selected={activeIndex === i}
                  onPointerDown={(e) => e.preventDefault()}
                  onClick={() => goToProfile(p)}
                  onMouseEnter={() => setActive(i)}
                  className={cn(
                    "flex cursor-pointer items-center gap-3 px-3 py-2",
                    activeIndex === i && "bg-accent",
                  )}
                >
                  <UserAvatar name={p.display_name} src={p.avatar_url} className="size-8 text-xs" />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium text-navy-900">{p.display_name}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {[p.currentrole, p.company, p.location].filter(Boolean).join(" • ")}
                    </span>
                  </span>
                </li>
              ))}
              {!searching ? (
                // biome-ignore lint/a11y: ARIA combobox pattern — options are chosen with the keyboard from the input
                <li
                  id={optionId(profiles.length)}
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA combobox option
                  role="option"
                  aria-selected={activeIndex === profiles.length}
                  onPointerDown={(e) => e.preventDefault()}
                  onClick={goToAll}
                  onMouseEnter={() => setActive(profiles.length)}
                  className={cn(
                    "sticky bottom-0 cursor-pointer border-t border-border bg-background px-3 py-2 text-sm font-medium text-navy-700",
                    activeIndex === profiles.length && "bg-accent",
                  )}
                >
                  {SCREEN_MESSAGES.seeAllResultsFor} "{trimmed}"
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
      </form>
    </>
  );
}
