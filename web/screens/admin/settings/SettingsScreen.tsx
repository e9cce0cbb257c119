import { adminSettingsBodySchema } from "@contract/admin-content";
import { ADMISSION_MODES, type AdmissionMode } from "@contract/admission";
import { SETTINGS_DEFAULTS } from "@contract/constants";
import { TIME_ZONE_TEXT } from "@contract/time-zone-text";
import { ADMIN_MESSAGES, ADMISSION_TEXT } from "@contract/ui-text";
import { Pencil, Plus } from "lucide-react";
import { useEffect } from "react";
import { useAdminHouses, useAdminSettings, useDeleteHouse, useSaveSettings } from "@/api/admin-settings";
import { FormField } from "@/components/FormField";
import { TimeZoneSelect } from "@/components/TimeZoneSelect";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-class";
import { Skeleton } from "@/components/ui/skeleton";
import { TableCell, TableRow } from "@/components/ui/table";
import { useSchoolTime } from "@/lib/school-time";
import { useContractForm } from "@/lib/use-contract-form";
import { AdminPageHeader } from "../components/AdminPageHeader";

import { RecordTable } from "../components/ManagementLayout";
import { DeleteButton, RowActions, RowIconButton } from "../components/RowActions";
import { BrakeSettings } from "./BrakeSettings";
import { HouseDialog } from "./HouseDialog";
import { HousePreview } from "./HousePreview";
import { MailSettings } from "./MailSettings";

function Swatch({ colour, label }: { colour: string; label: string }) {
  return (
    <span
      title={`${label}: ${colour}`}
      aria-label={`${label} ${colour}`}
      role="img"
      className="inline-block size-6 rounded border border-border"
      style={{ backgroundColor: colour }}
    />
  );
}

function HouseManagement() {
  const schoolTime = useSchoolTime();
  const list = useAdminHouses();
  const remove = useDeleteHouse();
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4 space-y-0">
        <div>
          <CardTitle className="text-lg">House Management</CardTitle>
          <CardDescription>The houses of the House Cup and of alumni profiles.</CardDescription>
        </div>
        <HouseDialog
          trigger={
            <Button>
              <Plus aria-hidden="true" />
              Add House
            </Button>
          }
        />
      </CardHeader>
      <RecordTable
        query={list}
        errorMessage={ADMIN_MESSAGES.housesLoadFailed}
        emptyTitle="No houses yet"
        skeletonRows={5}
        errorWrapper={CardContent}
        label="Houses"
        columns={["Name", "Colours", "Preview", "Created"]}
        rows={(loaded) => loaded}
      >
        {(h) => (
          <TableRow key={h.id}>
            <TableCell className="font-medium text-navy-900">{h.name}</TableCell>
            <TableCell>
              <div className="flex gap-1.5">
                <Swatch colour={h.color} label="Primary" />
                <Swatch colour={h.bg_light} label="Light background" />
                <Swatch colour={h.text_color} label="Text" />
              </div>
            </TableCell>
            <TableCell>
              <HousePreview name={h.name} color={h.color} bgLight={h.bg_light} textColor={h.text_color} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{schoolTime.date(h.created_at)}</TableCell>
            <TableCell>
              <RowActions>
                <HouseDialog
                  house={h}
                  trigger={
                    <RowIconButton aria-label={`Edit ${h.name}`}>
                      <Pencil aria-hidden="true" />
                    </RowIconButton>
                  }
                />
                <DeleteButton
                  label={`Delete ${h.name}`}
                  title="Delete house"
                  description={`Delete ${h.name}? A house that alumni profiles or competition results refer to cannot be deleted.`}
                  onConfirm={() => remove.mutate(h.id)}
                />
              </RowActions>
            </TableCell>
          </TableRow>
        )}
      </RecordTable>
    </Card>
  );
}

function GeneralSettings() {
  const { data, isPending } = useAdminSettings();
  const save = useSaveSettings();
  const form = useContractForm({
    schema: adminSettingsBodySchema,
    defaultValues: {
      site_name: SETTINGS_DEFAULTS.siteName as string,
      contact_email: SETTINGS_DEFAULTS.contactEmail as string,
      max_upload_mb: String(SETTINGS_DEFAULTS.maxUploadMb),
      admission_mode: "open" as AdmissionMode,
      time_zone: SETTINGS_DEFAULTS.timeZone as string,
    },
    toInput: (v) => ({ ...v, max_upload_mb: Number(v.max_upload_mb) }),
  });
  const { register, errorOf, reset } = form;
  useEffect(() => {
    if (data) reset({ ...data, max_upload_mb: String(data.max_upload_mb) });
  }, [data, reset]);
  const onSubmit = form.handleSubmit((body) => save.mutate(body, { onError: form.serverErrors }));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">General Settings</CardTitle>
        <CardDescription>
          The site name shows in the header and page titles; the contact e-mail in the footer. The school's
          time zone dates the public pages.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid max-w-2xl grid-cols-1 gap-4">
            <FormField id="settings-site-name" label="Site Name" required error={errorOf("site_name")}>
              {(c) => <Input {...c} {...register("site_name")} />}
            </FormField>
            <FormField
              id="settings-contact-email"
              label="Contact Email"
              required
              error={errorOf("contact_email")}
            >
              {(c) => <Input {...c} type="email" {...register("contact_email")} />}
            </FormField>
            <FormField
              id="settings-max-upload"
              label="Max File Upload Size (MB)"
              required
              error={errorOf("max_upload_mb")}
            >
              {(c) => <Input {...c} type="number" min={1} max={100} {...register("max_upload_mb")} />}
            </FormField>
            <FormField
              id="settings-admission"
              label={ADMISSION_TEXT.settingLabel}
              required
              error={errorOf("admission_mode")}
            >
              {(c) => (
                <select {...c} {...register("admission_mode")} className={SELECT_TRIGGER_CLASS}>
                  {ADMISSION_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {ADMISSION_TEXT.modes[mode]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              id="settings-time-zone"
              label={TIME_ZONE_TEXT.schoolLabel}
              hint={TIME_ZONE_TEXT.schoolExplain}
              required
              error={errorOf("time_zone")}
            >
              {(c) => <TimeZoneSelect {...c} current={data?.time_zone} {...register("time_zone")} />}
            </FormField>
            <div>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? "Saving..." : "Save Settings"}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

/** Spec §2 Settings: House Management and General Settings. */
export function SettingsScreen() {
  return (
    <>
      <AdminPageHeader title="Settings" description="Houses and general settings of the portal." />
      <div className="flex flex-col gap-6">
        <HouseManagement />
        <GeneralSettings />
        <BrakeSettings />
        <MailSettings />
      </div>
    </>
  );
}
