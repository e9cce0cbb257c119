import { type ClassValue, clsx } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { tailwindMergeConfig } from "./tailwind-merge-config";

/** tailwind-merge with only the class groups our classes use (decision 087: 8.7 kB -> less). */
const twMerge = createTailwindMerge(tailwindMergeConfig);

/**
 * Builds tailwind-merge's class map now, which it otherwise builds on its first `cn()` (about
 * 10 ms on a fast machine): web/main.tsx calls it in a task of its own before hydrating, so the
 * first slice of the hydration does not run that much past its 5 ms (decision 163).
 */
export function prepareClassMerge(): void {
  twMerge("p-0 p-1");
}

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** Up to two upper-case initials of a name ("Arjun Mehta" → "AM"); `fallback` when the name is empty. */
export function initials(name: string | null | undefined, fallback = "?"): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return fallback;
  const letters = words.length === 1 ? words[0].slice(0, 2) : `${words[0][0]}${words[words.length - 1][0]}`;
  return letters.toUpperCase();
}
