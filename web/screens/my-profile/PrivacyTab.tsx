import type { PrivacySettings } from "@contract/profile";
import { PRIVACY_TEXT, PROFILE_MESSAGES } from "@contract/ui-text";
import { useId } from "react";
import { errorMessage } from "@/api/client";
import { useSavePrivacySettings } from "@/api/my-profile";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Section } from "./profile-fields";

/**
 * My Profile, Privacy: the settings the server enforces. Each switch is saved as soon as
 * it changes, like the notification settings (decision 096): a switch that looked live but
 * waited for Edit Profile was the one form on the page that behaved differently.
 */
export function PrivacyTab({ saved }: { saved: PrivacySettings }) {
  const id = useId();
  const save = useSavePrivacySettings();
  // While a change is on its way the switch shows it; a refusal puts the saved value back.
  const shown = save.isPending && save.variables ? save.variables : saved;
  return (
    <Section title="Privacy" single>
      <p className="text-sm text-muted-foreground">{PRIVACY_TEXT.intro}</p>
      {save.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(save.error, PROFILE_MESSAGES.privacySaveFailed)}
        </p>
      ) : null}
      {PRIVACY_TEXT.settings.map(({ key, label, explain }) => (
        <div key={key} className="flex items-start justify-between gap-4 rounded-lg border border-border p-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-privacy-${key}`}>{label}</Label>
            <p id={`${id}-privacy-${key}-hint`} className="text-sm text-muted-foreground">
              {explain}
            </p>
          </div>
          <Switch
            id={`${id}-privacy-${key}`}
            aria-describedby={`${id}-privacy-${key}-hint`}
            checked={shown[key] === true}
            disabled={save.isPending}
            onCheckedChange={(on) => save.mutate({ ...saved, [key]: on })}
          />
        </div>
      ))}
    </Section>
  );
}
