import { type ReactNode, useEffect, useRef } from "react";
import { PageContainer } from "@/components/PageContainer";
import { SchoolCrest } from "@/components/SchoolCrest";
import { Card, CardContent } from "@/components/ui/card";
import { usePageMeta } from "@/lib/page-meta";

/**
 * The frame of the pages of a way back in (issue 21): crest, heading, a short line and the
 * page's content in one narrow card (it fits a 390 px phone). With `focusOnShow` the heading
 * takes the focus when the card appears (an answer that replaced a form), so a phone reader
 * sees the new state from its top and a screen reader hears it.
 */
export function AccountAccessCard({
  title,
  intro,
  focusOnShow = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  focusOnShow?: boolean;
  children: ReactNode;
}) {
  usePageMeta({ title });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <PageContainer className="max-w-lg">
      <div className="mb-6 flex flex-col items-center gap-3 text-center">
        <SchoolCrest className="size-14" />
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none md:text-3xl">
          {title}
        </h1>
        {intro ? <div className="text-muted-foreground">{intro}</div> : null}
      </div>
      <Card>
        <CardContent className="flex flex-col gap-4 p-4 sm:p-6">{children}</CardContent>
      </Card>
    </PageContainer>
  );
}

/** Why a request failed (too many mails, offline …), shown above the form's button until the next try. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
    >
      {message}
    </p>
  );
}
