import { DEFAULT_PRIVACY } from "@contract/profile";
import { PROFILE_MESSAGES, SCREEN_MESSAGES } from "@contract/ui-text";
import { Briefcase, MapPin, Pencil, Save, X } from "lucide-react";
import { useEffect, useState } from "react";
import type { FieldErrors } from "react-hook-form";
import { FormProvider } from "react-hook-form";
import { ApiError } from "@/api/client";
import { useOwnProfileQuery, useUpdateProfileMutation } from "@/api/my-profile";
import { PageContainer } from "@/components/PageContainer";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { usePageMeta } from "@/lib/page-meta";
import { toast } from "@/lib/toast";
import { useContractForm } from "@/lib/use-contract-form";
import { AvatarUpload } from "./AvatarUpload";
import { DataRightsSection } from "./data-rights-section";
import { MentoringRequestsSection } from "./MentoringRequestsSection";
import { NotificationsTab } from "./notifications-tab";
import { OverviewTab } from "./OverviewTab";
import { PersonalTab } from "./PersonalTab";
import { PrivacyTab } from "./PrivacyTab";
import { ProfessionalTab } from "./ProfessionalTab";
import { type ProfileForm, profileFormSchema, toForm, toInput } from "./profile-form";
import { firstRefused, type ProfileTab, useProfileTab } from "./profile-tabs";

const EMPTY_FORM = {} as ProfileForm;

/**
 * /profile (spec §2 My Profile): tabs Overview, Professional, Personal, Privacy (and
 * Notifications); Edit Profile / Save Changes. The tab shown is in the address (?tab=).
 */
export function ProfileScreen() {
  usePageMeta({ title: "My Profile" });
  const profile = useOwnProfileQuery();
  const update = useUpdateProfileMutation();
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useProfileTab();
  // The refused field to focus once its tab is shown (its inputs exist only then).
  const [refused, setRefused] = useState<ReturnType<typeof firstRefused>>(null);
  const form = useContractForm({ schema: profileFormSchema, defaultValues: EMPTY_FORM, toInput });
  const { reset, clearErrors, setFocus } = form;

  const notFound = profile.error instanceof ApiError && profile.error.status === 404;
  useEffect(() => {
    if (profile.isError && !notFound) toast.error(PROFILE_MESSAGES.loadFailed, { id: "profile-load-failed" });
  }, [profile.isError, notFound]);
  useEffect(() => {
    if (profile.data && !editing) reset(toForm(profile.data));
  }, [profile.data, editing, reset]);
  useEffect(() => {
    if (!refused || refused.tab !== tab) return;
    setFocus(refused.field);
    setRefused(null);
  }, [refused, tab, setFocus]);

  if (profile.isPending) {
    return (
      <PageContainer className="flex flex-col gap-6" aria-busy="true">
        <h1 className="sr-only">My Profile</h1>
        <Skeleton className="h-48 rounded-xl" />
        <Skeleton className="h-11 w-full max-w-md" />
        <Skeleton className="h-80 rounded-xl" />
      </PageContainer>
    );
  }
  if (profile.isError || !profile.data) {
    return (
      <PageContainer className="flex flex-col items-center gap-3 py-20 text-center">
        <h1 className="font-serif text-3xl font-bold text-navy-900">
          {notFound ? SCREEN_MESSAGES.profileNotFound : PROFILE_MESSAGES.loadFailed}
        </h1>
        {!notFound ? (
          <Button variant="outline" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        ) : null}
      </PageContainer>
    );
  }

  const p = profile.data;
  /** A refusal: the messages under the fields, the toast naming the first, and its tab opened with it focused. */
  const failed = (description: string | undefined, fields: readonly string[]) => {
    toast.error(PROFILE_MESSAGES.updateFailed, { description });
    const first = firstRefused(fields);
    if (!first) return;
    setTab(first.tab);
    setRefused(first);
  };
  const save = form.handleSubmit(
    (body) =>
      update.mutate(body, {
        onSuccess: () => {
          toast.success(PROFILE_MESSAGES.updated);
          clearErrors();
          setEditing(false);
        },
        onError: (err) => {
          form.serverErrors(err);
          const refused = err instanceof ApiError && err.status === 400;
          failed(refused ? err.message : undefined, refused ? Object.keys(err.fields) : []);
        },
      }),
    (errors) => failed(firstMessage(errors), refusedNames(errors)),
  );
  const onEditOrSave = () => {
    if (!editing) {
      clearErrors();
      setEditing(true);
      return;
    }
    if (update.isPending) return;
    void save();
  };
  const onCancel = () => {
    reset(toForm(p));
    setEditing(false);
  };

  return (
    <PageContainer className="flex flex-col gap-6">
      <Card>
        <CardContent className="flex flex-col items-center gap-6 p-6 md:flex-row md:items-start">
          <AvatarUpload profile={p} />
          <div className="flex flex-1 flex-col items-center gap-2 text-center md:items-start md:text-left">
            <h1 className="font-serif text-3xl font-bold text-navy-900">{p.display_name}</h1>
            {p.currentrole || p.company ? (
              <p className="flex items-center gap-2 text-navy-800">
                <Briefcase aria-hidden="true" className="size-4" />
                {[p.currentrole, p.company].filter(Boolean).join(" at ")}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-center gap-2 md:justify-start">
              {p.house ? <Badge>{p.house}</Badge> : null}
              {p.graduation_year ? <Badge variant="secondary">Class of {p.graduation_year}</Badge> : null}
              {p.location ? (
                <Badge variant="outline">
                  <MapPin aria-hidden="true" className="size-3" />
                  {p.location}
                </Badge>
              ) : null}
            </div>
          </div>
          <div className="flex gap-2">
            {editing ? (
              <Button variant="outline" onClick={onCancel} disabled={update.isPending}>
                <X aria-hidden="true" />
                Cancel
              </Button>
            ) : null}
            <Button onClick={onEditOrSave} disabled={update.isPending} aria-busy={update.isPending}>
              {update.isPending ? (
                <Spinner className="size-4 text-current" />
              ) : editing ? (
                <Save aria-hidden="true" />
              ) : (
                <Pencil aria-hidden="true" />
              )}
              {editing ? "Save Changes" : "Edit Profile"}
            </Button>
          </div>
        </CardContent>
      </Card>

      <FormProvider {...form}>
        <Tabs value={tab} onValueChange={(t) => setTab(t as ProfileTab)}>
          <TabsList
            className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto"
            aria-label="Profile sections"
          >
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="professional">Professional</TabsTrigger>
            <TabsTrigger value="personal">Personal</TabsTrigger>
            <TabsTrigger value="privacy">Privacy</TabsTrigger>
            <TabsTrigger value="notifications">Notifications</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab editing={editing} />
          </TabsContent>
          <TabsContent value="professional">
            <ProfessionalTab editing={editing} />
          </TabsContent>
          <TabsContent value="personal">
            <PersonalTab editing={editing} />
          </TabsContent>
          <TabsContent value="privacy">
            <PrivacyTab saved={p.privacy_settings ?? DEFAULT_PRIVACY} />
          </TabsContent>
          <TabsContent value="notifications">
            <NotificationsTab />
          </TabsContent>
        </Tabs>
      </FormProvider>
      <DataRightsSection />
      <MentoringRequestsSection availableAsMentor={profile.data.mentorship_availability === true} />
    </PageContainer>
  );
}

/** The names of a refused form's fields, nested ones with dots ("social_media_links.GitHub"). */
function refusedNames(errors: FieldErrors, prefix = ""): string[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (!error || typeof error !== "object" || key === "ref") return [];
    const name = `${prefix}${key}`;
    return typeof (error as { message?: unknown }).message === "string"
      ? [name]
      : refusedNames(error as FieldErrors, `${name}.`);
  });
}

/** The first message of a refused form, in the order of its fields. */
function firstMessage(errors: object): string | undefined {
  for (const [key, error] of Object.entries(errors)) {
    if (key !== "ref" && error && typeof error === "object") {
      const message = (error as { message?: unknown }).message;
      if (typeof message === "string") return message;
      const nested = firstMessage(error);
      if (nested) return nested;
    }
  }
  return undefined;
}
