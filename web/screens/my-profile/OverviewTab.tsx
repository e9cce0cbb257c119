import { useId } from "react";
import { useController } from "react-hook-form";
import { HouseSelect } from "@/components/HouseSelect";
import { Label } from "@/components/ui/label";
import { ReadField, Section, TextField } from "./profile-fields";
import type { ProfileForm } from "./profile-form";

/** My Profile, Overview: about you and contact details. */
export function OverviewTab({ editing }: { editing: boolean }) {
  return (
    <>
      <Section title="About you">
        <TextField name="display_name" label="Full Name" editing={editing} />
        <HouseField editing={editing} />
        <TextField name="graduation_year" label="Graduation Year" type="number" editing={editing} />
        <TextField name="location" label="Location" editing={editing} />
        <TextField name="bio" label="Bio" multiline editing={editing} />
      </Section>
      <Section title="Contact">
        <TextField name="phone" label="Phone" type="tel" editing={editing} />
        <TextField name="linkedin_url" label="LinkedIn URL" type="url" editing={editing} />
        <TextField name="personal_website" label="Personal Website" type="url" editing={editing} />
      </Section>
    </>
  );
}

function HouseField({ editing }: { editing: boolean }) {
  const { field } = useController<ProfileForm, "house">({ name: "house" });
  const id = `${useId()}-house`;
  if (!editing) return <ReadField label="House" value={field.value} />;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>House</Label>
      <HouseSelect
        value={field.value}
        onChange={field.onChange}
        placeholder="Choose your house"
        trigger={{ id }}
        ref={field.ref}
      />
    </div>
  );
}
