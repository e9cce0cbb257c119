import { UUID_PATTERN } from "../../../contract/profiles";
import { SCREEN_MESSAGES } from "../../../contract/ui-text";
import type { PageMetaRoute } from "../../pages/page-meta";
import { presentProfilePage } from "../../presenters/profile";
import { profileById } from "./shared-lists";

/** Title, description and Open Graph tags of /alumni and /alumni/{id}, in the served HTML. */
export const profilePageMeta: PageMetaRoute[] = [
  {
    pattern: /^\/alumni\/[^/]+\/?$/,
    resolve: async (url, { sharedReads }, viewer) => {
      const id = decodeURIComponent(url.pathname.split("/")[2] ?? "");
      // The same shared read as the profile's JSON: a member's page (the shell) costs no statement.
      const row = UUID_PATTERN.test(id) ? await sharedReads.read(profileById, id) : null;
      const p = row ? presentProfilePage(row, viewer) : null;
      // Missing and hidden are the same 404: the answer never tells a hidden profile exists.
      if (!p)
        return {
          title: SCREEN_MESSAGES.profileNotFound,
          description: SCREEN_MESSAGES.profileNotFoundDetail,
          status: 404,
        };
      const work = [p.currentrole, p.company].filter(Boolean).join(" at ");
      const facts = [work, p.house ? `${p.house} House` : null, p.location].filter(Boolean).join(" · ");
      return {
        title: p.display_name ?? "Alumni profile",
        description: facts ? `${p.display_name}: ${facts}.` : `${p.display_name}, alumnus.`,
        image: p.avatar_url ?? undefined,
        ogType: "profile",
      };
    },
  },
  {
    pattern: /^\/alumni\/?$/,
    resolve: async (url) => {
      const search = url.searchParams.get("search")?.trim();
      return {
        title: search ? `Alumni matching "${search}"` : "Alumni Directory",
        description:
          "Find fellow alumni by name, company or role, and filter by graduation year, house, location and industry.",
      };
    },
  },
];
