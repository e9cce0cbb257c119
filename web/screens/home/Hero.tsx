import { MOTTO } from "@contract/constants";
import { Trophy, Users } from "lucide-react";
import { SchoolCrest } from "@/components/SchoolCrest";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/router";

export const TAGLINE = "Connecting former pupils with each other and with the school campus they call home.";

/**
 * Spec §2 Home hero: motto and tagline with buttons to the directory and the House Cup. Mobile:
 * centred, crest on top, full-width buttons; desktop: text left, large crest right.
 */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="on-dark bg-navy-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-10 text-center md:flex-row md:gap-12 md:px-6 md:py-20 md:text-left">
        <SchoolCrest className="size-16 md:order-2 md:size-48 lg:size-60" />
        {/* min-w-0: the text column shrinks (and its buttons wrap) instead of pushing the crest off-screen. */}
        <div className="min-w-0 flex-1">
          <p className="hidden text-sm font-semibold tracking-widest text-gold-300 uppercase md:block">
            Alumni Network
          </p>
          <h1
            id="hero-title"
            className="font-serif text-3xl font-bold text-white md:mt-3 md:text-5xl lg:text-6xl"
          >
            {MOTTO}
          </h1>
          <p className="mt-3 text-navy-100 md:mt-5 md:max-w-xl md:text-lg">{TAGLINE}</p>
          <div className="mt-6 flex flex-col gap-3 md:mt-8 md:flex-row md:flex-wrap">
            <Button asChild variant="secondary" size="lg">
              <Link to="/alumni">
                <Users aria-hidden="true" /> Explore the Alumni Directory
              </Link>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              className="border-white/70 bg-transparent text-white hover:bg-white/10"
            >
              <Link to="/house-cup">
                <Trophy aria-hidden="true" /> House Cup Standings
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
