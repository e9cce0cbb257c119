import { FlagField, ListField, Section, TextField } from "./profile-fields";

/** My Profile, Professional: work and study, giving back, recognition. */
export function ProfessionalTab({ editing }: { editing: boolean }) {
  return (
    <>
      <Section title="Work and study">
        <TextField name="currentrole" label="Current Role" editing={editing} />
        <TextField name="company" label="Company" editing={editing} />
        <TextField name="industry" label="Industry" editing={editing} />
        <TextField name="specialization" label="Specialization" editing={editing} />
        <TextField name="degree_details" label="Degree Details" multiline editing={editing} />
        <TextField name="academic_achievements" label="Academic Achievements" multiline editing={editing} />
      </Section>
      <Section title="Giving back">
        <FlagField name="mentorship_availability" label="Available for mentorship" editing={editing} />
        <FlagField name="guest_speaker_availability" label="Available as a guest speaker" editing={editing} />
        <FlagField name="job_referral_availability" label="Open to job referrals" editing={editing} />
      </Section>
      <Section title="Recognition" single>
        <ListField name="awards_recognition" label="Awards & Recognition" editing={editing} />
        <ListField name="publications" label="Publications" editing={editing} />
        <ListField name="certifications" label="Certifications" editing={editing} />
      </Section>
    </>
  );
}
