import { EVENT_CATEGORIES } from "@contract/constants";
import { eventProposalSchema, joinDateTime } from "@contract/events";
import { EVENT_MESSAGES, VALIDATION } from "@contract/messages";
import { type FormEvent, type ReactElement, useId, useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "@/api/client";
import { useProposeEventMutation } from "@/api/events";
import { FormField } from "@/components/FormField";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";

interface FormState {
  title: string;
  description: string;
  category: string;
  location: string;
  isVirtual: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  maxAttendees: string;
  deadline: string;
}

const EMPTY: FormState = {
  title: "",
  description: "",
  category: "",
  location: "",
  isVirtual: false,
  startDate: "",
  startTime: "",
  endDate: "",
  endTime: "",
  maxAttendees: "",
  deadline: "",
};

/** The event proposal dialog (spec §5): created pending, for the alumni office to review. */
export function ProposeEventDialog({ trigger }: { trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<FormState>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const propose = useProposeEventMutation();
  const id = useId();
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (propose.isPending) return;
    const fieldErrors: Record<string, string> = {};
    if (!form.startDate || !form.startTime) fieldErrors.start_date = VALIDATION.startDateRequired;
    const parsed = eventProposalSchema.safeParse({
      title: form.title,
      description: form.description,
      category: form.category || undefined,
      location: form.location,
      start_date: joinDateTime(form.startDate, form.startTime) ?? "",
      // Spec §5: the end applies only when both end date and end time are filled.
      end_date: joinDateTime(form.endDate, form.endTime),
      max_attendees: form.maxAttendees,
      is_virtual: form.isVirtual,
      registration_deadline: form.deadline ? new Date(form.deadline).toISOString() : null,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    }
    setErrors(fieldErrors);
    if (!parsed.success || Object.keys(fieldErrors).length) return;
    propose.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(EVENT_MESSAGES.proposedTitle, { description: EVENT_MESSAGES.proposedText });
        setForm(EMPTY);
        setOpen(false);
      },
      onError: (err) => toast.error(errorMessage(err, EVENT_MESSAGES.createFailed)),
    });
  };

  const f = (name: string) => `${id}-${name}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Propose an Event</DialogTitle>
          <DialogDescription>
            Tell us about the event. The alumni office reviews every proposal before it is listed.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField id={f("title")} label="Event Title" required error={errors.title}>
            {(p) => (
              <Input
                {...p}
                value={form.title}
                maxLength={200}
                onChange={(e) => set("title", e.target.value)}
              />
            )}
          </FormField>
          <FormField id={f("description")} label="Description" error={errors.description}>
            {(p) => (
              <Textarea
                {...p}
                rows={4}
                value={form.description}
                onChange={(e) => set("description", e.target.value)}
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={f("category")} label="Category" required error={errors.category}>
              {(p) => (
                <Select value={form.category} onValueChange={(v) => set("category", v)}>
                  <SelectTrigger {...p}>
                    <SelectValue placeholder="Choose a category" />
                  </SelectTrigger>
                  <SelectContent>
                    {EVENT_CATEGORIES.map((c) => (
                      <SelectItem key={c} value={c}>
                        {c}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
            <div className="flex items-center gap-3 self-end pb-2">
              <Switch
                id={f("virtual")}
                checked={form.isVirtual}
                onCheckedChange={(v) => set("isVirtual", v)}
              />
              <Label htmlFor={f("virtual")}>Virtual event</Label>
            </div>
          </div>
          <FormField
            id={f("location")}
            label={form.isVirtual ? "Location or meeting link" : "Location"}
            required
            error={errors.location}
          >
            {(p) => (
              <Input
                {...p}
                value={form.location}
                maxLength={200}
                onChange={(e) => set("location", e.target.value)}
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={f("start-date")} label="Start Date" required error={errors.start_date}>
              {(p) => (
                <Input
                  {...p}
                  type="date"
                  value={form.startDate}
                  onChange={(e) => set("startDate", e.target.value)}
                />
              )}
            </FormField>
            <FormField id={f("start-time")} label="Start Time" required>
              {(p) => (
                <Input
                  {...p}
                  type="time"
                  value={form.startTime}
                  onChange={(e) => set("startTime", e.target.value)}
                />
              )}
            </FormField>
            <FormField id={f("end-date")} label="End Date" error={errors.end_date}>
              {(p) => (
                <Input
                  {...p}
                  type="date"
                  value={form.endDate}
                  onChange={(e) => set("endDate", e.target.value)}
                />
              )}
            </FormField>
            <FormField
              id={f("end-time")}
              label="End Time"
              hint="The end is used only when both date and time are set."
            >
              {(p) => (
                <Input
                  {...p}
                  type="time"
                  value={form.endTime}
                  onChange={(e) => set("endTime", e.target.value)}
                />
              )}
            </FormField>
            <FormField
              id={f("max")}
              label="Max Attendees"
              hint="Leave empty for unlimited."
              error={errors.max_attendees}
            >
              {(p) => (
                <Input
                  {...p}
                  type="number"
                  min={1}
                  inputMode="numeric"
                  value={form.maxAttendees}
                  onChange={(e) => set("maxAttendees", e.target.value)}
                />
              )}
            </FormField>
            <FormField id={f("deadline")} label="Registration Deadline" error={errors.registration_deadline}>
              {(p) => (
                <Input
                  {...p}
                  type="datetime-local"
                  value={form.deadline}
                  onChange={(e) => set("deadline", e.target.value)}
                />
              )}
            </FormField>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={propose.isPending} aria-busy={propose.isPending}>
              {propose.isPending ? <Spinner className="size-4 text-current" /> : null}
              Submit for Review
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
