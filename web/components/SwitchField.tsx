import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

/**
 * An on/off field of a form dialog's two-column grid, its label beside the switch and level with
 * the inputs next to it ("Remote", "Message me", "Virtual event").
 */
export function SwitchField<V extends FieldValues, C, T extends FieldValues>({
  control,
  name,
  id,
  label,
}: {
  control: Control<V, C, T>;
  name: FieldPath<V>;
  id: string;
  label: string;
}) {
  return (
    <div className="flex items-center gap-3 self-end pb-2">
      <Controller
        control={control}
        name={name}
        render={({ field }) => <Switch id={id} checked={field.value} onCheckedChange={field.onChange} />}
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
