import { type SignUpInput, signUpSchema } from "@contract/auth";
import { LIMITS } from "@contract/constants";
import { AUTH_MESSAGES } from "@contract/ui-text";
import { useEffect, useRef, useState } from "react";
import { Controller, type DefaultValues } from "react-hook-form";
import type { CheckEmailState } from "@/api/account-access";
import { errorMessage } from "@/api/client";
import { useHouseNames } from "@/api/house-cup";
import { useInvitationPrefill } from "@/api/school-roll";
import { useAuth } from "@/auth/auth-context";
import { EmailInput } from "@/components/EmailInput";
import { FormField } from "@/components/FormField";
import { SubmitButton } from "@/components/SubmitButton";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useNavigate, useSearchParams } from "@/lib/router";
import { toast } from "@/lib/toast";
import { useContractForm } from "@/lib/use-contract-form";
import { useHydrated } from "@/lib/use-hydrated";

const DEFAULT_VALUES: DefaultValues<SignUpInput> = {
  email: "",
  password: "",
  confirmPassword: "",
  displayName: "",
  graduationYear: "",
  house: undefined,
  currentRole: "",
  company: "",
  location: "",
  bio: "",
  phone: "",
  linkedinUrl: "",
};

/** Sign-up form of spec §2 (fields) and §5 (validation, via the contract's signUpSchema). */
export function SignUpForm() {
  const hydrated = useHydrated();
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [created, setCreated] = useState(false);
  const houseNames = useHouseNames();
  // A classmate's invitation link (issue 26): read after hydration, so no page the server
  // renders ever holds roll data (decision 108).
  const [searchParams] = useSearchParams();
  const invitation = searchParams.get("invitation");
  const prefill = useInvitationPrefill(hydrated ? invitation : null);

  const {
    register,
    control,
    handleSubmit,
    serverErrors,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useContractForm({
    schema: signUpSchema,
    defaultValues: { ...DEFAULT_VALUES, invitation: invitation ?? "" },
    mode: "onTouched",
  });

  // Fill in what the school roll knows, leaving anything the reader already typed.
  useEffect(() => {
    const known = prefill.data;
    if (!known) return;
    if (!getValues("displayName")) setValue("displayName", known.display_name);
    if (!getValues("house")) setValue("house", known.house);
    if (!getValues("graduationYear")) setValue("graduationYear", String(known.graduation_year));
  }, [prefill.data, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    if (inFlight.current || created) return;
    inFlight.current = true;
    try {
      await signUp(values);
      setCreated(true);
      // A page that stays (issue 21), not a toast at the top of a long form: it names the
      // address, offers a new link and says what to do when nothing arrives.
      const state: CheckEmailState = { email: values.email };
      navigate("/check-email", { state });
    } catch (error) {
      serverErrors(error);
      toast.error(errorMessage(error, AUTH_MESSAGES.signUpFailed));
    } finally {
      inFlight.current = false;
    }
  });

  const busy = isSubmitting || created;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sign Up" className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>

      {prefill.data ? (
        <p role="status" className="rounded-md bg-navy-50 p-3 text-sm text-navy-900">
          {prefill.data.inviter_name || "A classmate"} invited you. Your name, house and year are filled in
          from the school roll: check them before you sign up.
        </p>
      ) : null}

      <FormField id="signup-email" label="Email" required error={errors.email?.message}>
        {(c) => <EmailInput {...c} {...register("email")} />}
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="signup-password"
          label="Password"
          required
          error={errors.password?.message}
          hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        >
          {(c) => <Input {...c} {...register("password")} type="password" autoComplete="new-password" />}
        </FormField>
        <FormField
          id="signup-confirm-password"
          label="Confirm Password"
          required
          error={errors.confirmPassword?.message}
        >
          {(c) => (
            <Input {...c} {...register("confirmPassword")} type="password" autoComplete="new-password" />
          )}
        </FormField>
      </div>

      <FormField id="signup-full-name" label="Full Name" required error={errors.displayName?.message}>
        {(c) => <Input {...c} {...register("displayName")} autoComplete="name" maxLength={LIMITS.nameMax} />}
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="signup-graduation-year" label="Graduation Year" error={errors.graduationYear?.message}>
          {(c) => (
            <Input
              {...c}
              {...register("graduationYear")}
              type="number"
              inputMode="numeric"
              min={LIMITS.graduationYearMin}
              max={LIMITS.graduationYearInputMax}
              step={1}
              placeholder="e.g. 2010"
            />
          )}
        </FormField>
        <FormField id="signup-house" label="House" required error={errors.house?.message}>
          {(c) => (
            <Controller
              control={control}
              name="house"
              render={({ field }) => (
                <Select
                  name={field.name}
                  value={field.value ?? ""}
                  onValueChange={field.onChange}
                  disabled={field.disabled}
                >
                  <SelectTrigger {...c} ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue placeholder="Choose your house" />
                  </SelectTrigger>
                  <SelectContent>
                    {houseNames.map((house) => (
                      <SelectItem key={house} value={house}>
                        {house}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="signup-current-role" label="Current Role" error={errors.currentRole?.message}>
          {(c) => (
            <Input
              {...c}
              {...register("currentRole")}
              autoComplete="organization-title"
              placeholder="e.g. Software Engineer"
            />
          )}
        </FormField>
        <FormField id="signup-company" label="Company" error={errors.company?.message}>
          {(c) => <Input {...c} {...register("company")} autoComplete="organization" />}
        </FormField>
        <FormField id="signup-location" label="Location" error={errors.location?.message}>
          {(c) => (
            <Input
              {...c}
              {...register("location")}
              autoComplete="address-level2"
              placeholder="e.g. Mumbai, India"
            />
          )}
        </FormField>
        <FormField id="signup-phone" label="Phone" error={errors.phone?.message}>
          {(c) => <Input {...c} {...register("phone")} type="tel" autoComplete="tel" />}
        </FormField>
      </div>

      <FormField id="signup-bio" label="Bio" error={errors.bio?.message}>
        {(c) => <Textarea {...c} {...register("bio")} rows={4} maxLength={LIMITS.bioMax} />}
      </FormField>

      <FormField id="signup-linkedin-url" label="LinkedIn URL" error={errors.linkedinUrl?.message}>
        {(c) => (
          <Input
            {...c}
            {...register("linkedinUrl")}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://www.linkedin.com/in/your-name"
          />
        )}
      </FormField>

      <SubmitButton
        className="mt-2"
        busy={isSubmitting}
        disabled={busy}
        label="Create Account"
        busyLabel="Creating Account..."
      />
    </form>
  );
}
