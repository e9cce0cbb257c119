import { HOUSES } from "@contract/constants";
import { PROFILE_MESSAGES, SCREEN_MESSAGES } from "@contract/messages";
import { Briefcase, MapPin, Pencil, Save, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { ApiError } from "@/api/client";
import { useOwnProfileQuery, useUpdateProfileMutation } from "@/api/profile";
import { PageContainer } from "@/components/PageContainer";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { usePageMeta } from "@/lib/page-meta";
import { AvatarUpload } from "./AvatarUpload";
import { ListEditor } from "./ListEditor";
import { type ProfileForm, SOCIAL_NETWORKS, toForm, toUpdate } from "./profile-form";

type TextKey = {
  [K in keyof ProfileForm]: ProfileForm[K] extends string ? K : never;
}[keyof ProfileForm];
type ListKey = {
  [K in keyof ProfileForm]: ProfileForm[K] extends string[] ? K : never;
}[keyof ProfileForm];
type FlagKey = "mentorship_availability" | "guest_speaker_availability" | "job_referral_availability";

const PRIVACY: Array<{ key: keyof ProfileForm["privacy_settings"]; label: string; explain: string }> = [
  {
    key: "show_in_directory",
    label: "Show me in the alumni directory",
    explain: "When off, you are left out of the directory, search results and featured alumni.",
  },
  {
    key: "show_contact_info",
    label: "Show my contact information",
    explain:
      "When off, your phone number, LinkedIn, website and social links are hidden from everyone but you.",
  },
  {
    key: "show_graduation_year",
    label: "Show my graduation year",
    explain: "When off, your graduation year is hidden from visitors and other members.",
  },
  {
    key: "allow_messages",
    label: "Allow other members to message me",
    explain: "When off, nobody can send you new messages and you are not offered as a recipient.",
  },
];

/** /profile (spec §2 My Profile): tabs Overview, Professional, Personal, Privacy; Edit Profile / Save Changes. */
export function ProfileScreen() {
  usePageMeta({ title: "My Profile" });
  const profile = useOwnProfileQuery();
  const update = useUpdateProfileMutation();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<ProfileForm | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();

  const notFound = profile.error instanceof ApiError && profile.error.status === 404;
  useEffect(() => {
    if (profile.isError && !notFound) toast.error(PROFILE_MESSAGES.loadFailed, { id: "profile-load-failed" });
  }, [profile.isError, notFound]);
  useEffect(() => {
    if (profile.data && !editing) setForm(toForm(profile.data));
  }, [profile.data, editing]);

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
  if (profile.isError || !form) {
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
  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) =>
    setForm((f) => (f ? { ...f, [key]: value } : f));

  const onEditOrSave = () => {
    if (!editing) {
      setErrors({});
      setEditing(true);
      return;
    }
    if (update.isPending) return;
    update.mutate(toUpdate(form), {
      onSuccess: () => {
        toast.success(PROFILE_MESSAGES.updated);
        setErrors({});
        setEditing(false);
      },
      onError: (err) => {
        setErrors(err instanceof ApiError ? err.fields : {});
        toast.error(PROFILE_MESSAGES.updateFailed, {
          description: err instanceof ApiError && err.status === 400 ? err.message : undefined,
        });
      },
    });
  };
  const onCancel = () => {
    setForm(toForm(p));
    setErrors({});
    setEditing(false);
  };

  const text = (
    key: TextKey,
    label: string,
    opts: { multiline?: boolean; type?: string; hint?: string } = {},
  ) => {
    const fieldId = `${id}-${key}`;
    const value = form[key] as string;
    if (!editing) return <ReadField label={label} value={value} />;
    return (
      <div className={`flex flex-col gap-1.5 ${opts.multiline ? "sm:col-span-2" : ""}`}>
        <Label htmlFor={fieldId}>{label}</Label>
        {opts.multiline ? (
          <Textarea id={fieldId} rows={4} value={value} onChange={(e) => set(key, e.target.value)} />
        ) : (
          <Input
            id={fieldId}
            type={opts.type ?? "text"}
            value={value}
            aria-invalid={Boolean(errors[key])}
            aria-describedby={errors[key] ? `${fieldId}-error` : undefined}
            onChange={(e) => set(key, e.target.value)}
          />
        )}
        {errors[key] ? (
          <p id={`${fieldId}-error`} className="text-sm font-medium text-destructive">
            {errors[key]}
          </p>
        ) : null}
      </div>
    );
  };
  const list = (key: ListKey, label: string) => (
    <ListEditor label={label} values={form[key]} editing={editing} onChange={(v) => set(key, v)} />
  );
  const flag = (key: FlagKey, label: string) => (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-3">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Switch
        id={`${id}-${key}`}
        checked={form[key]}
        disabled={!editing}
        onCheckedChange={(v) => set(key, v)}
      />
    </div>
  );

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

      <Tabs defaultValue="overview">
        <TabsList
          className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto"
          aria-label="Profile sections"
        >
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="professional">Professional</TabsTrigger>
          <TabsTrigger value="personal">Personal</TabsTrigger>
          <TabsTrigger value="privacy">Privacy</TabsTrigger>
        </TabsList>

        <TabsContent value="overview">
          <Section title="About you">
            {text("display_name", "Full Name")}
            {editing ? (
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-house`}>House</Label>
                <Select value={form.house} onValueChange={(v) => set("house", v)}>
                  <SelectTrigger id={`${id}-house`}>
                    <SelectValue placeholder="Choose your house" />
                  </SelectTrigger>
                  <SelectContent>
                    {HOUSES.map((h) => (
                      <SelectItem key={h} value={h}>
                        {h}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            ) : (
              <ReadField label="House" value={form.house} />
            )}
            {text("graduation_year", "Graduation Year", { type: "number" })}
            {text("location", "Location")}
            {text("bio", "Bio", { multiline: true })}
          </Section>
          <Section title="Contact">
            {text("phone", "Phone", { type: "tel" })}
            {text("linkedin_url", "LinkedIn URL", { type: "url" })}
            {text("personal_website", "Personal Website", { type: "url" })}
          </Section>
        </TabsContent>

        <TabsContent value="professional">
          <Section title="Work and study">
            {text("currentrole", "Current Role")}
            {text("company", "Company")}
            {text("industry", "Industry")}
            {text("specialization", "Specialization")}
            {text("degree_details", "Degree Details", { multiline: true })}
            {text("academic_achievements", "Academic Achievements", { multiline: true })}
          </Section>
          <Section title="Giving back">
            {flag("mentorship_availability", "Available for mentorship")}
            {flag("guest_speaker_availability", "Available as a guest speaker")}
            {flag("job_referral_availability", "Open to job referrals")}
          </Section>
          <Section title="Recognition" single>
            {list("awards_recognition", "Awards & Recognition")}
            {list("publications", "Publications")}
            {list("certifications", "Certifications")}
          </Section>
        </TabsContent>

        <TabsContent value="personal">
          <Section title="Interests and life outside work" single>
            {list("interests", "Interests")}
            {list("hobbies", "Hobbies")}
            {list("languages_spoken", "Languages Spoken")}
            {list("volunteer_activities", "Volunteer Activities")}
          </Section>
          <Section title="Social links">
            {SOCIAL_NETWORKS.map((network) =>
              editing ? (
                <div key={network} className="flex flex-col gap-1.5">
                  <Label htmlFor={`${id}-social-${network}`}>{network}</Label>
                  <Input
                    id={`${id}-social-${network}`}
                    type="url"
                    placeholder="https://"
                    value={form.social_media_links[network] ?? ""}
                    onChange={(e) =>
                      set("social_media_links", { ...form.social_media_links, [network]: e.target.value })
                    }
                  />
                </div>
              ) : (
                <ReadField key={network} label={network} value={form.social_media_links[network] ?? ""} />
              ),
            )}
          </Section>
        </TabsContent>

        <TabsContent value="privacy">
          <Section title="Privacy" single>
            <p className="text-sm text-muted-foreground">
              These settings are enforced by the server: what you hide never leaves it for other people.
              {editing ? "" : " Choose Edit Profile to change them."}
            </p>
            {PRIVACY.map(({ key, label, explain }) => (
              <div
                key={key}
                className="flex items-start justify-between gap-4 rounded-lg border border-border p-4"
              >
                <div className="flex flex-col gap-1">
                  <Label htmlFor={`${id}-privacy-${key}`}>{label}</Label>
                  <p id={`${id}-privacy-${key}-hint`} className="text-sm text-muted-foreground">
                    {explain}
                  </p>
                </div>
                <Switch
                  id={`${id}-privacy-${key}`}
                  aria-describedby={`${id}-privacy-${key}-hint`}
                  checked={form.privacy_settings[key]}
                  disabled={!editing}
                  onCheckedChange={(v) => set("privacy_settings", { ...form.privacy_settings, [key]: v })}
                />
              </div>
            ))}
          </Section>
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}

function Section({
  title,
  children,
  single = false,
}: {
  title: string;
  children: ReactNode;
  single?: boolean;
}) {
  return (
    <Card className="mb-4">
      <CardHeader className="pb-4">
        <CardTitle className="font-serif text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className={single ? "flex flex-col gap-5" : "grid gap-4 sm:grid-cols-2"}>
        {children}
      </CardContent>
    </Card>
  );
}

function ReadField({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-navy-900">{label}</span>
      <span className={`break-words text-sm ${value ? "text-navy-800" : "text-muted-foreground"}`}>
        {value || "Not specified"}
      </span>
    </div>
  );
}
