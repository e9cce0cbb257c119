import type { NewsDto } from "@contract/dto";

/**
 * Spec §8: when the news cannot be loaded the screen falls back to three sample articles.
 * Their wording is ours (the spec does not give it): timeless items that are never wrong.
 */
const at = "2024-06-01T09:00:00.000Z";
export const FALLBACK_ARTICLES: NewsDto[] = [
  {
    id: "sample-1",
    title: "Welcome to the Alumni Network",
    summary: "Find classmates, follow the House Cup and hear what fellow alumni are doing around the world.",
    content: null,
    category: "Community",
    author: "Alumni Office",
    image_url: null,
    published: true,
    created_at: at,
    updated_at: at,
  },
  {
    id: "sample-2",
    title: "Keep Your Profile Up to Date",
    summary: "A current role, company and city help old friends find you in the directory.",
    content: null,
    category: "Announcements",
    author: "Alumni Office",
    image_url: null,
    published: true,
    created_at: at,
    updated_at: at,
  },
  {
    id: "sample-3",
    title: "Share Your Achievements",
    summary:
      "Tell the alumni office about promotions, awards and milestones so the whole network can celebrate.",
    content: null,
    category: "Achievements",
    author: "Alumni Office",
    image_url: null,
    published: true,
    created_at: at,
    updated_at: at,
  },
];
