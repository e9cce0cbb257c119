import { adminHouseBodySchema } from "@contract/admin-content";
import { HOUSE_COLOR_DEFAULTS } from "@contract/constants";
import type { HouseDto } from "@contract/dto";
import { type ReactNode, useState } from "react";
import { useWatch } from "react-hook-form";
import { type HouseInput, useSaveHouse } from "@/api/admin-settings";
import { FormDialog } from "@/components/FormDialog";
import { FormField } from "@/components/FormField";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { useContractForm } from "@/lib/use-contract-form";
import { HousePreview } from "./HousePreview";

const defaults = (h?: HouseDto): HouseInput => ({
  name: h?.name ?? "",
  color: h?.color ?? HOUSE_COLOR_DEFAULTS.color,
  bg_light: h?.bg_light ?? HOUSE_COLOR_DEFAULTS.bgLight,
  text_color: h?.text_color ?? HOUSE_COLOR_DEFAULTS.textColor,
});

const COLOUR_FIELDS = [
  { key: "color", label: "Primary Colour" },
  { key: "bg_light", label: "Light Background" },
  { key: "text_color", label: "Text Colour" },
] as const;

/** Add House (spec defaults, 'House name is required') and Edit House. */
export function HouseDialog({ house, trigger }: { house?: HouseDto; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const form = useContractForm({ schema: adminHouseBodySchema, defaultValues: defaults(house) });
  const { register, control, setValue } = form;
  const values = useWatch({ control }) as HouseInput;
  const save = useSaveHouse(house?.id, () => setOpen(false));
  const prefix = house ? `house-${house.id}` : "house-new";

  // A refusal is a toast (the spec's 'House name is required' first), as the server's would be.
  const onSubmit = form.handleSubmit(
    (body) => save.mutate(body),
    (errors) => {
      const first = errors.name ?? errors.color ?? errors.bg_light ?? errors.text_color;
      if (first?.message) toast.error(first.message);
    },
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) form.reset(defaults(house));
      }}
      trigger={trigger}
      title={house ? "Edit House" : "Add House"}
      description={house ? `Change ${house.name}'s name or colours.` : "Create a new house with its colours."}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField id={`${prefix}-name`} label="House Name" required>
          {(c) => <Input {...c} {...register("name")} />}
        </FormField>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {COLOUR_FIELDS.map(({ key, label }) => (
            <FormField key={key} id={`${prefix}-${key}`} label={label}>
              {(c) => (
                <div className="flex items-center gap-2">
                  <input
                    type="color"
                    aria-label={`${label} picker`}
                    value={values[key]}
                    onChange={(e) => setValue(key, e.target.value)}
                    className="h-10 w-10 shrink-0 cursor-pointer rounded border border-input"
                  />
                  <Input {...c} {...register(key)} />
                </div>
              )}
            </FormField>
          ))}
        </div>
        <HousePreview
          name={values.name || "House"}
          color={values.color}
          bgLight={values.bg_light}
          textColor={values.text_color}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : house ? "Save Changes" : "Add House"}
          </Button>
        </DialogFooter>
      </form>
    </FormDialog>
  );
}
