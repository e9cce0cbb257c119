import { HOUSE_COLOR_DEFAULTS } from "@contract/constants";
import type { HouseDto } from "@contract/dto";
import { VALIDATION } from "@contract/messages";
import { type FormEvent, type ReactNode, useState } from "react";
import { toast } from "sonner";
import { type HouseInput, useSaveHouse } from "@/api/admin-settings";
import { FormField } from "@/components/FormField";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
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
  const [values, setValues] = useState<HouseInput>(defaults(house));
  const save = useSaveHouse(house?.id, () => setOpen(false));
  const prefix = house ? `house-${house.id}` : "house-new";

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!values.name.trim()) {
      toast.error(VALIDATION.houseName);
      return;
    }
    save.mutate(values);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) setValues(defaults(house));
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{house ? "Edit House" : "Add House"}</DialogTitle>
            <DialogDescription>
              {house ? `Change ${house.name}'s name or colours.` : "Create a new house with its colours."}
            </DialogDescription>
          </DialogHeader>
          <FormField id={`${prefix}-name`} label="House Name" required>
            {(c) => (
              <Input
                {...c}
                value={values.name}
                onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
              />
            )}
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
                      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                      className="h-10 w-10 shrink-0 cursor-pointer rounded border border-input"
                    />
                    <Input
                      {...c}
                      value={values[key]}
                      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                    />
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
      </DialogContent>
    </Dialog>
  );
}
