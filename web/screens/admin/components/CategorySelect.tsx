import type { Ref } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { type FieldControlProps, FormField } from "@/components/FormField";
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

/** A form's required "Category" field: the drop-down bound to the form's `category` value. */
export function CategoryField<T extends FieldValues, TOut>({
  id,
  control,
  categories,
  error,
  labelOf,
}: {
  id: string;
  control: Control<T, unknown, TOut>;
  categories: readonly string[];
  error: string | undefined;
  labelOf?: (category: string) => string;
}) {
  return (
    <FormField id={id} label="Category" required error={error}>
      {(c) => (
        <Controller
          control={control}
          name={"category" as Path<T>}
          render={({ field }) => (
            <CategorySelect
              control={c}
              categories={categories}
              value={field.value}
              onChange={field.onChange}
              ref={field.ref}
              labelOf={labelOf}
            />
          )}
        />
      )}
    </FormField>
  );
}
