import { type ReactNode, useId } from "react";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { ListEditor } from "./ListEditor";
import type { FlagKey, ListKey, ProfileForm, TextKey } from "./profile-form";

/** The pieces of My Profile's tabs: each reads and writes the profile form of the screen (FormProvider). */

export function Section({
  title,
  children,
  single = false,
}: {
  title: string;
  children: ReactNode;
  single?: boolean;
}) {
  return (
    <Card className="mb-4">
      <CardHeader className="pb-4">
        <CardTitle className="font-serif text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className={single ? "flex flex-col gap-5" : "grid gap-4 sm:grid-cols-2"}>
        {children}
      </CardContent>
    </Card>
  );
}

export function ReadField({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-navy-900">{label}</span>
      <span className={`break-words text-sm ${value ? "text-navy-800" : "text-muted-foreground"}`}>
        {value || "Not specified"}
      </span>
    </div>
  );
}

/** A text field: its value when reading, an input (or a text area) with its error when editing. */
export function TextField({
  name,
  label,
  editing,
  multiline = false,
  type = "text",
}: {
  name: TextKey;
  label: string;
  editing: boolean;
  multiline?: boolean;
  type?: string;
}) {
  const { register, control, getFieldState, formState } = useFormContext<ProfileForm>();
  const value = useWatch({ control, name });
  const fieldId = `${useId()}-${name}`;
  if (!editing) return <ReadField label={label} value={value} />;
  const error = getFieldState(name, formState).error?.message;
  const errorProps = {
    "aria-invalid": Boolean(error),
    "aria-describedby": error ? `${fieldId}-error` : undefined,
  };
  return (
    <div className={`flex flex-col gap-1.5 ${multiline ? "sm:col-span-2" : ""}`}>
      <Label htmlFor={fieldId}>{label}</Label>
      {multiline ? (
        <Textarea id={fieldId} rows={4} {...errorProps} {...register(name)} />
      ) : (
        <Input id={fieldId} type={type} {...errorProps} {...register(name)} />
      )}
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ListField({ name, label, editing }: { name: ListKey; label: string; editing: boolean }) {
  const { field } = useController<ProfileForm, ListKey>({ name });
  return <ListEditor label={label} values={field.value} editing={editing} onChange={field.onChange} />;
}

export function FlagField({ name, label, editing }: { name: FlagKey; label: string; editing: boolean }) {
  const { field } = useController<ProfileForm, FlagKey>({ name });
  const id = `${useId()}-${name}`;
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-3">
      <Label htmlFor={id}>{label}</Label>
      <Switch id={id} checked={field.value} disabled={!editing} onCheckedChange={field.onChange} />
    </div>
  );
}
