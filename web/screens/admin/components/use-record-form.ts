import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { useEffect } from "react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { useNavigate, useParams } from "@/lib/router";
import { type ContractFormOptions, useContractForm } from "@/lib/use-contract-form";
import { useLoadFailureRedirect } from "./use-load-failure-redirect";

/**
 * An admin Create/Edit form at `base`/new and `base`/edit/:id: the record is loaded (a failure
 * other than 'not found' goes back to `base` with `loadFailed`), the contract form is filled
 * from it, and a save opens the record's page `base`/view/:id.
 */
export function useRecordForm<
  TRecord,
  TSaved extends { id?: string },
  TValues extends FieldValues,
  TSchema extends z.ZodType<unknown, FieldValues>,
>({
  base,
  loadFailed,
  useRecord,
  useSave,
  toValues,
  ...options
}: Omit<ContractFormOptions<TValues, TSchema>, "defaultValues"> & {
  base: string;
  loadFailed: string;
  useRecord: (id: string | undefined) => UseQueryResult<TRecord>;
  useSave: (
    id: string | undefined,
    onSuccess: (saved: TSaved) => void,
  ) => UseMutationResult<TSaved, unknown, z.output<TSchema>>;
  /** The form's values from the record; without one, the empty form of Create. */
  toValues: (record?: TRecord) => TValues;
}) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data, isPending, error } = useRecord(id);
  const notFound = useLoadFailureRedirect(error, loadFailed, base);
  const form = useContractForm<TValues, TSchema>({ ...options, defaultValues: toValues() });
  const save = useSave(id, (saved) => navigate(`${base}/view/${saved.id}`));
  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: toValues is a module-level mapping
  useEffect(() => {
    if (data) reset(toValues(data));
  }, [data, reset]);
  return {
    id,
    editing: Boolean(id),
    data,
    notFound,
    /** Editing, and the record is not here yet. */
    loading: Boolean(id) && (isPending || !data),
    form,
    saving: save.isPending,
    onSubmit: form.handleSubmit((body) => save.mutate(body, { onError: form.serverErrors })),
  };
}
