import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  type UseFormProps,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "@/api/client";

export interface ContractFormOptions<TValues extends FieldValues, TSchema extends z.ZodType> {
  /**
   * The contract's schema of the request body: the form refuses what the API refuses, in its
   * words. Or a function loading it (`() => import("@contract/x").then((m) => m.schema)`), for
   * a public page that must not load zod before the form is used (issue 12's JavaScript budget).
   */
  schema: TSchema | (() => Promise<TSchema>);
  defaultValues: TValues;
  /** The form's values → the schema's input, where they differ (text fields hold strings; the API takes numbers and instants). */
  toInput?: (values: TValues) => { [K in keyof z.input<TSchema>]?: unknown };
  /** Rules of this form the contract cannot see (e.g. a date and a time field both filled); they win over the schema's. */
  check?: (values: TValues) => Record<string, string>;
  /** When to validate: on submit only (default; errors stay until the next submit) or as react-hook-form's modes. */
  mode?: UseFormProps["mode"];
}

/**
 * The one form helper: react-hook-form validated by a contract schema (the zod resolver,
 * loaded with the schema on the first validation: zod is not in a public page's scripts).
 * Submitting hands the parsed body (`z.output` of the schema) to the handler; `errorOf(name)`
 * reads a field's message (error keys are the body's field names); `serverErrors(error)` shows a
 * VALIDATION_FAILED answer's `{ error: { fields } }` under the matching fields.
 */
export function useContractForm<TValues extends FieldValues, TSchema extends z.ZodType<unknown, FieldValues>>(
  options: ContractFormOptions<TValues, TSchema>,
) {
  const { schema, defaultValues, toInput, check, mode } = options;
  const resolver: Resolver<TValues, unknown, z.output<TSchema>> = async (values, context, opts) => {
    const input = (toInput ? toInput(values) : values) as FieldValues;
    const [{ zodResolver }, loaded] = await Promise.all([
      import("@hookform/resolvers/zod"),
      typeof schema === "function" ? schema() : schema,
    ]);
    const schemaResolver = zodResolver(loaded as never) as unknown as Resolver<FieldValues, unknown, unknown>;
    const result = await schemaResolver(input, context, opts as never);
    const extra = check?.(values) ?? {};
    if (Object.keys(extra).length === 0) return result as never;
    const errors: FieldErrors = { ...result.errors };
    for (const [field, message] of Object.entries(extra)) errors[field] = { type: "form", message };
    return { values: {}, errors } as never;
  };
  const form = useForm<TValues, unknown, z.output<TSchema>>({
    resolver,
    defaultValues: defaultValues as DefaultValues<TValues>,
    mode: mode ?? "onSubmit",
    reValidateMode: mode ? "onChange" : "onSubmit",
  });

  /** The message shown under a field (body field names; nested ones with dots). */
  const errorOf = (name: string): string | undefined =>
    (get(form.formState.errors, name) as { message?: string } | undefined)?.message;

  /** Puts the server's per-field messages under the form's fields; true when there were any. */
  const serverErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    const values = form.getValues();
    const entries = Object.entries(error.fields).filter(([field]) => field.split(".")[0] in values);
    entries.forEach(([field, message], i) => {
      form.setError(field as Path<TValues>, { type: "server", message }, { shouldFocus: i === 0 });
    });
    return entries.length > 0;
  };

  return { ...form, errorOf, serverErrors };
}
