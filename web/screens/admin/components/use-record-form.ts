import { useEffect } from "react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { type ContractFormOptions, useContractForm } from "@/lib/use-contract-form";

/**
 * An admin Create/Edit form: the contract form, filled from the record once it has loaded
 * (`toValues()` without a record gives the empty form of Create).
 */
export function useRecordForm<
  TRecord,
  TValues extends FieldValues,
  TSchema extends z.ZodType<unknown, FieldValues>,
>(
  record: TRecord | undefined,
  toValues: (record?: TRecord) => TValues,
  options: Omit<ContractFormOptions<TValues, TSchema>, "defaultValues">,
) {
  const form = useContractForm<TValues, TSchema>({ ...options, defaultValues: toValues() });
  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: toValues is a module-level mapping
  useEffect(() => {
    if (record) reset(toValues(record));
  }, [record, reset]);
  return form;
}
