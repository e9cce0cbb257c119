import { LIMITS } from "@contract/constants";
import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";

/** An e-mail address field: the phone's e-mail keyboard, autofill, and spec §9's length limit. */
export function EmailInput(props: ComponentProps<typeof Input>) {
  return (
    <Input
      type="email"
      autoComplete="email"
      inputMode="email"
      maxLength={LIMITS.emailMax}
      placeholder="you@example.com"
      {...props}
    />
  );
}
