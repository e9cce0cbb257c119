import { useId } from "react";
import { useController } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Section } from "./profile-fields";
import type { ProfileForm } from "./profile-form";

type PrivacyKey = keyof ProfileForm["privacy_settings"];

const PRIVACY: Array<{ key: PrivacyKey; label: string; explain: string }> = [
  {
    key: "show_in_directory",
    label: "Show me in the alumni directory",
    explain: "When off, you are left out of the directory, search results and featured alumni.",
  },
  {
    key: "show_contact_info",
    label: "Show my contact information",
    explain:
      "When off, your phone number, LinkedIn, website and social links are hidden from everyone but you.",
  },
  {
    key: "show_graduation_year",
    label: "Show my graduation year",
    explain: "When off, your graduation year is hidden from visitors and other members.",
  },
  {
    key: "allow_messages",
    label: "Allow other members to message me",
    explain: "When off, nobody can send you new messages and you are not offered as a recipient.",
  },
];

/** My Profile, Privacy: the four settings the server enforces. */
export function PrivacyTab({ editing }: { editing: boolean }) {
  const id = useId();
  return (
    <Section title="Privacy" single>
      <p className="text-sm text-muted-foreground">
        These settings are enforced by the server: what you hide never leaves it for other people.
        {editing ? "" : " Choose Edit Profile to change them."}
      </p>
      {PRIVACY.map(({ key, label, explain }) => (
        <div key={key} className="flex items-start justify-between gap-4 rounded-lg border border-border p-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-privacy-${key}`}>{label}</Label>
            <p id={`${id}-privacy-${key}-hint`} className="text-sm text-muted-foreground">
              {explain}
            </p>
          </div>
          <PrivacySwitch id={`${id}-privacy-${key}`} name={key} editing={editing} />
        </div>
      ))}
    </Section>
  );
}

function PrivacySwitch({ id, name, editing }: { id: string; name: PrivacyKey; editing: boolean }) {
  const { field } = useController<ProfileForm, `privacy_settings.${PrivacyKey}`>({
    name: `privacy_settings.${name}`,
  });
  return (
    <Switch
      id={id}
      aria-describedby={`${id}-hint`}
      checked={field.value}
      disabled={!editing}
      onCheckedChange={field.onChange}
    />
  );
}
