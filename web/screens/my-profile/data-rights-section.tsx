import { changeEmailSchema, deleteAccountSchema } from "@contract/data-rights";
import { DATA_RIGHTS_MESSAGES as T } from "@contract/ui-text";
import { Download, Mail, Trash2 } from "lucide-react";
import { useState } from "react";
import { DATA_EXPORT_URL, useChangeEmailMutation, useDeleteAccountMutation } from "@/api/account";
import { errorMessage } from "@/api/client";
import { useAuth } from "@/auth/auth-context";
import { DialogSubmitFooter, FormDialog } from "@/components/FormDialog";
import { FormField } from "@/components/FormField";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { useNavigate } from "@/lib/router";
import { toast } from "@/lib/toast";
import { useContractForm } from "@/lib/use-contract-form";

/** My Profile, 'Your data': download, change e-mail, delete the account (issue 14, decision 065). */
export function DataRightsSection() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.heading}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col divide-y divide-border">
        <Row title={T.downloadTitle} description={T.downloadDescription}>
          <Button asChild variant="outline">
            <a href={DATA_EXPORT_URL} download>
              <Download aria-hidden="true" />
              {T.downloadTitle}
            </a>
          </Button>
        </Row>
        <Row title={T.changeEmailTitle} description={T.changeEmailDescription}>
          <ChangeEmailDialog />
        </Row>
        <Row title={T.deleteTitle} description={T.deleteSummary}>
          <DeleteAccountDialog />
        </Row>
      </CardContent>
    </Card>
  );
}

function Row({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 sm:max-w-xl">
        <h3 className="font-semibold text-navy-900">{title}</h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="shrink-0">{children}</div>
    </div>
  );
}

function ChangeEmailDialog() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const form = useContractForm({ schema: changeEmailSchema, defaultValues: { newEmail: "" } });
  const change = useChangeEmailMutation();
  const submit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: (res) => {
        toast.success(res.message);
        setOpen(false);
      },
      onError: (err) => {
        if (!form.serverErrors(err)) toast.error(errorMessage(err, T.changeEmailFailed));
      },
    }),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) form.reset({ newEmail: "" });
      }}
      trigger={
        <Button variant="outline">
          <Mail aria-hidden="true" />
          {T.changeEmailTitle}
        </Button>
      }
      title={T.changeEmailTitle}
      description={T.changeEmailDescription}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {user ? <p className="text-sm text-navy-800">Current address: {user.email}</p> : null}
        <FormField id="change-email-new" label="New e-mail" required error={form.errorOf("newEmail")}>
          {(c) => <Input {...c} type="email" autoComplete="email" {...form.register("newEmail")} />}
        </FormField>
        <DialogSubmitFooter onCancel={() => setOpen(false)} busy={change.isPending}>
          Send link
        </DialogSubmitFooter>
      </form>
    </FormDialog>
  );
}

function DeleteAccountDialog() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const form = useContractForm({ schema: deleteAccountSchema, defaultValues: { password: "" } });
  const remove = useDeleteAccountMutation();
  const submit = form.handleSubmit((body) =>
    remove.mutate(body, {
      onSuccess: (res) => {
        toast.success(res.message);
        // Like signing out: the browser forgets the member and shows the sign-in page.
        void remove.forgetViewer().then(() => navigate("/auth"));
      },
      onError: (err) => {
        if (!form.serverErrors(err)) toast.error(errorMessage(err, T.deleteFailed));
      },
    }),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) form.reset({ password: "" });
      }}
      trigger={
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          {T.deleteButton}
        </Button>
      }
      title={T.deleteTitle}
      description={T.deleteDescription}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ul className="list-disc space-y-1 pl-5 text-sm text-navy-800">
          {T.deleteConsequences.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <FormField
          id="delete-account-password"
          label={T.deleteConfirmLabel}
          required
          error={form.errorOf("password")}
        >
          {(c) => (
            <Input {...c} type="password" autoComplete="current-password" {...form.register("password")} />
          )}
        </FormField>
        <DialogSubmitFooter onCancel={() => setOpen(false)} busy={remove.isPending}>
          {T.deleteButton}
        </DialogSubmitFooter>
      </form>
    </FormDialog>
  );
}
