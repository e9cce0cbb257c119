import type { Ref } from "react";
import type { FieldControlProps } from "@/components/FormField";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** A form's "Select category" drop-down over a fixed list of categories. */
export function CategorySelect({
  control,
  categories,
  value,
  onChange,
  labelOf = (category) => category,
  ref,
}: {
  control: FieldControlProps;
  categories: readonly string[];
  value: string;
  onChange: (category: string) => void;
  labelOf?: (category: string) => string;
  /** The trigger, so a form can focus it when the category is missing. */
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger {...control} ref={ref}>
        <SelectValue placeholder="Select category" />
      </SelectTrigger>
      <SelectContent>
        {categories.map((cat) => (
          <SelectItem key={cat} value={cat}>
            {labelOf(cat)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
