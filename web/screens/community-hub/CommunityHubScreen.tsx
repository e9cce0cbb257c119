import { Briefcase, GraduationCap, HandHeart, type LucideIcon, MapPinned } from "lucide-react";
import { type FormEvent, useState } from "react";
import { PageContainer } from "@/components/PageContainer";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { usePageMeta } from "@/lib/page-meta";
import { Link, useNavigate } from "@/lib/router";

const PAGES: { to: string; title: string; text: string; icon: LucideIcon }[] = [
  {
    to: "/chapters",
    title: "Chapters",
    text: "City and interest groups: members and meet-ups.",
    icon: MapPinned,
  },
  {
    to: "/mentors",
    title: "Mentors",
    text: "Alumni open to mentoring, speaking and referrals.",
    icon: HandHeart,
  },
  { to: "/jobs", title: "Jobs", text: "Openings and referral offers from fellow alumni.", icon: Briefcase },
];

/** /community (issue 15): the one navigation entry for class years, chapters, mentors and jobs. */
export function CommunityHubScreen() {
  usePageMeta({ title: "Community", description: "Class years, chapters, mentoring and jobs." });
  const navigate = useNavigate();
  const [year, setYear] = useState("");
  const valid = /^\d{4}$/.test(year) && Number(year) >= 1900 && Number(year) <= 2100;
  const onYear = (e: FormEvent) => {
    e.preventDefault();
    if (valid) navigate(`/classes/${year}`);
  };
  return (
    <PageContainer className="flex flex-col gap-6">
      <header>
        <h1 className="text-3xl font-bold md:text-4xl">Community</h1>
        <p className="mt-2 text-muted-foreground">Find your people and help each other.</p>
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card className="flex flex-col gap-3 p-5">
          <h2 className="flex items-center gap-2 font-serif text-xl font-semibold text-navy-900">
            <GraduationCap aria-hidden="true" className="size-6 text-gold-600" /> Class years
          </h2>
          <p className="text-sm text-muted-foreground">
            Your batch: who is in the directory, reunions and news.
          </p>
          <form onSubmit={onYear} className="flex items-end gap-2">
            <div className="grid flex-1 gap-1.5">
              <Label htmlFor="class-year">Graduation year</Label>
              <Input
                id="class-year"
                inputMode="numeric"
                maxLength={4}
                placeholder="e.g. 2005"
                value={year}
                onChange={(e) => setYear(e.target.value.replace(/\D/g, ""))}
              />
            </div>
            <Button type="submit" disabled={!valid}>
              Open
            </Button>
          </form>
        </Card>
        {PAGES.map(({ to, title, text, icon: Icon }) => (
          <Card key={to} className="flex flex-col gap-2 p-5">
            <h2 className="flex items-center gap-2 font-serif text-xl font-semibold text-navy-900">
              <Icon aria-hidden="true" className="size-6 text-gold-600" />
              <Link to={to} className="hover:underline">
                {title}
              </Link>
            </h2>
            <p className="text-sm text-muted-foreground">{text}</p>
          </Card>
        ))}
      </div>
    </PageContainer>
  );
}
