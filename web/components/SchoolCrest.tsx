import { cn } from "@/lib/utils";

/** The school crest: a navy shield with a gold flame over an open book (the motto's light of knowledge). */
export function SchoolCrest({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={cn("size-9 shrink-0", className)}
    >
      <path
        d="M32 3 8 11v19c0 15 10.3 25.6 24 31 13.7-5.4 24-16 24-31V11L32 3Z"
        fill="#1f3159"
        stroke="#e8b634"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M32 17c-3 4.5-6 7.8-6 11.5a6 6 0 0 0 12 0C38 24.8 35 21.5 32 17Z" fill="#e8b634" />
      <path d="M20 41c4-2 8-2.4 12 0 4-2.4 8-2 12 0v6c-4-2-8-2.4-12 0-4-2.4-8-2-12 0v-6Z" fill="#f4df95" />
    </svg>
  );
}
