import { adminAlumniCreateSchema } from "@contract/admin-alumni";
import { LIMITS } from "@contract/constants";
import type { ProfileDto } from "@contract/dto";
import { ADMIN_MESSAGES, SCREEN_MESSAGES } from "@contract/ui-text";
import { Controller } from "react-hook-form";
import { useAdminAlumnus, useSaveAlumnus } from "@/api/admin-alumni";
import { FormField } from "@/components/FormField";
import { HouseSelect } from "@/components/HouseSelect";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { Link } from "@/lib/router";
import { AdminFormFrame } from "../components/FormActions";
import { FormCard } from "../components/FormCard";
import { useRecordForm } from "../components/use-record-form";

const TEXT_FIELDS = [
  "display_name",
  "currentrole",
  "company",
  "industry",
  "specialization",
  "location",
  "phone",
  "linkedin_url",
  "personal_website",
  "bio",
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Values = Record<TextField, string> & { graduation_year: string; house: string };

const NO_HOUSE = "none";

function toValues(p?: ProfileDto): Values {
  const v = { graduation_year: p?.graduation_year?.toString() ?? "", house: p?.house ?? NO_HOUSE } as Values;
  for (const f of TEXT_FIELDS) v[f] = (p?.[f] as string | null | undefined) ?? "";
  return v;
}

// Spec §5: the graduation year becomes a whole number or null (the schema parses it).
const toInput = (v: Values) => ({ ...v, house: v.house === NO_HOUSE ? null : v.house });

/** Spec §2 Alumni edit (and Add, without an id): four cards; 'Saving...' while busy; then the view. */
export function AlumniEdit() {
  const { id, editing, data, notFound, loading, form, saving, onSubmit } = useRecordForm({
    base: "/admin/alumni",
    loadFailed: ADMIN_MESSAGES.profileLoadFailed,
    useRecord: useAdminAlumnus,
    useSave: useSaveAlumnus,
    toValues,
    schema: adminAlumniCreateSchema,
    toInput,
  });
  const { register, errorOf } = form;

  if (notFound)
    return (
      <div className="flex flex-col items-start gap-4">
        <h1 className="font-serif text-2xl font-bold">{SCREEN_MESSAGES.profileNotFound}</h1>
        <Button asChild variant="outline">
          <Link to="/admin/alumni">Back to Alumni Management</Link>
        </Button>
      </div>
    );
  if (loading)
    return (
      <div role="status" aria-label="Loading" className="flex flex-col gap-4">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );

  const text = (
    field: TextField,
    label: string,
    opts: { type?: string; required?: boolean; hint?: string } = {},
  ) => (
    <FormField
      id={`alumni-${field}`}
      label={label}
      error={errorOf(field)}
      required={opts.required}
      hint={opts.hint}
    >
      {(control) => (
        <Input
          {...control}
          type={opts.type ?? "text"}
          {...register(field)}
          maxLength={field === "display_name" ? LIMITS.nameMax : undefined}
        />
      )}
    </FormField>
  );

  return (
    <AdminFormFrame
      onSubmit={onSubmit}
      title={editing ? "Edit Alumni Profile" : "Add Alumni"}
      description={editing ? data?.display_name : "Add an alumnus the office knows of (no account needed)."}
      cancelTo={editing ? `/admin/alumni/view/${id}` : "/admin/alumni"}
      saving={saving}
      editing={editing}
      createLabel="Create Profile"
    >
      <FormCard title="Basic Information">
        {text("display_name", "Display Name", { required: true })}
        <FormField id="alumni-graduation_year" label="Graduation Year" error={errorOf("graduation_year")}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={LIMITS.graduationYearMin}
              max={LIMITS.graduationYearInputMax}
              {...register("graduation_year")}
            />
          )}
        </FormField>
        <FormField id="alumni-house" label="House" error={errorOf("house")}>
          {(control) => (
            <Controller
              control={form.control}
              name="house"
              render={({ field }) => (
                <HouseSelect
                  value={field.value}
                  onChange={field.onChange}
                  placeholder="Select house"
                  none={{ value: NO_HOUSE, label: "Not set" }}
                  trigger={control}
                  ref={field.ref}
                />
              )}
            />
          )}
        </FormField>
      </FormCard>
      <FormCard title="Professional Information">
        {text("currentrole", "Current Role")}
        {text("company", "Company")}
        {text("industry", "Industry")}
        {text("specialization", "Specialization")}
      </FormCard>
      <FormCard title="Contact Information">
        {text("location", "Location")}
        {text("phone", "Phone", { type: "tel" })}
        {text("linkedin_url", "LinkedIn URL", { type: "url" })}
        {text("personal_website", "Personal Website URL", { type: "url" })}
      </FormCard>
      <Card>
        <CardHeader className="pb-4">
          <CardTitle className="text-lg">Biography</CardTitle>
        </CardHeader>
        <CardContent>
          <FormField id="alumni-bio" label="Biography" error={errorOf("bio")}>
            {(control) => <Textarea {...control} rows={5} {...register("bio")} />}
          </FormField>
        </CardContent>
      </Card>
    </AdminFormFrame>
  );
}
