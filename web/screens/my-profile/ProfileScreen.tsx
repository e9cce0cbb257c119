import { PROFILE_MESSAGES, SCREEN_MESSAGES } from "@contract/ui-text";
import { Briefcase, MapPin, Pencil, Save, X } from "lucide-react";
import { useEffect, useState } from "react";
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

const EMPTY_FORM = {} as ProfileForm;

/** /profile (spec §2 My Profile): tabs Overview, Professional, Personal, Privacy; Edit Profile / Save Changes. */
export function ProfileScreen() {
  usePageMeta({ title: "My Profile" });
  const profile = useOwnProfileQuery();
  const update = useUpdateProfileMutation();
  const [editing, setEditing] = useState(false);
  const form = useContractForm({ schema: profileFormSchema, defaultValues: EMPTY_FORM, toInput });
  const { reset, clearErrors } = form;

  const notFound = profile.error instanceof ApiError && profile.error.status === 404;
  useEffect(() => {
    if (profile.isError && !notFound) toast.error(PROFILE_MESSAGES.loadFailed, { id: "profile-load-failed" });
  }, [profile.isError, notFound]);
  useEffect(() => {
    if (profile.data && !editing) reset(toForm(profile.data));
  }, [profile.data, editing, reset]);

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
  /** A refusal: the messages under the fields, and the toast naming the first (it may be on another tab). */
  const failed = (description: string | undefined) =>
    toast.error(PROFILE_MESSAGES.updateFailed, { description });
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
          failed(err instanceof ApiError && err.status === 400 ? err.message : undefined);
        },
      }),
    (errors) => failed(firstMessage(errors)),
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
        <Tabs defaultValue="overview">
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
            <PrivacyTab editing={editing} />
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
