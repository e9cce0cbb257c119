/** Spec §8 "Screens". */
export const SCREEN_MESSAGES = {
  // The marks beside a member's name on cards and profile pages (decisions 109 and 118): here,
  // with the texts every page already loads, so the home page and the directory do not load the
  // admission or In memoriam texts for two labels (1.5 kB gzip of the JavaScript budget).
  verifiedAlumnus: "Verified alumnus",
  inMemoriam: "In memoriam",
  alumniError: "Error loading alumni",
  eventsError: "Error loading events",
  messagesError: "Error loading messages",
  dataError: "Error loading data",
  newsError: "Unable to load news",
  statisticsError: "Unable to load statistics",
  profileNotFound: "Profile not found",
  profileNotFoundDetail: "The requested alumni profile could not be found.",
  /** Ours (issue 8, the article page): worded like the spec's 'Profile not found'. */
  articleNotFound: "Article not found",
  articleNotFoundDetail: "The requested news article could not be found.",
  noAlumni: "No alumni found",
  noAlumniHint: "Try adjusting your search criteria or filters",
  noUpcomingEvents: "No upcoming events found",
  noPastEvents: "No past events found",
  noNews: "No news found",
  noConversations: "No conversations yet",
  /** Ours (decision 089): a conversation search that found nothing, worded like 'No alumni found'. */
  noConversationsFound: "No conversations found",
  selectConversation: "Select a conversation",
  resultsPending: "Results pending",
  dateTbd: "TBD",
  searching: "Searching…",
  noResults: "No results",
  seeAllResultsFor: "See all results for",
  trendGrowing: "+12% this month",
  trendSteady: "Growing steadily",
} as const;
