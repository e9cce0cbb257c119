import { useId } from "react";
import { useController } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ListField, ReadField, Section } from "./profile-fields";
import { type ProfileForm, SOCIAL_NETWORKS } from "./profile-form";

/** My Profile, Personal: interests and life outside work, social links. */
export function PersonalTab({ editing }: { editing: boolean }) {
  const { field } = useController<ProfileForm, "social_media_links">({ name: "social_media_links" });
  const links = field.value;
  const id = useId();
  return (
    <>
      <Section title="Interests and life outside work" single>
        <ListField name="interests" label="Interests" editing={editing} />
        <ListField name="hobbies" label="Hobbies" editing={editing} />
        <ListField name="languages_spoken" label="Languages Spoken" editing={editing} />
        <ListField name="volunteer_activities" label="Volunteer Activities" editing={editing} />
      </Section>
      <Section title="Social links">
        {SOCIAL_NETWORKS.map((network) =>
          editing ? (
            <div key={network} className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-social-${network}`}>{network}</Label>
              <Input
                id={`${id}-social-${network}`}
                type="url"
                placeholder="https://"
                value={links[network] ?? ""}
                onChange={(e) => field.onChange({ ...links, [network]: e.target.value })}
              />
            </div>
          ) : (
            <ReadField key={network} label={network} value={links[network] ?? ""} />
          ),
        )}
      </Section>
    </>
  );
}
