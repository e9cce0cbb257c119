// Demo content: published and draft news articles.

export const NEWS = [
  {
    title: "Class of 1999 Funds New Science Laboratory",
    summary:
      "A reunion pledge has become a fully equipped physics and chemistry laboratory for the senior school.",
    category: "Achievements",
    author: "Alumni Office",
    // One article shows what the article page renders: headings, lists, a table, emphasis and a link.
    content: [
      "It began with a promise over dinner at the Class of 1999's twenty-fifth reunion, and it opens this term.",
      "## What the laboratory has",
      "- Twenty-four student benches with gas, water and power\n- A fume cupboard and a separate preparation room\n- Data loggers and a shared set of digital microscopes",
      "## The rooms",
      "| Room | Benches | Opens |\n|---|---|---|\n| Physics laboratory | 12 | This term |\n| Chemistry laboratory | 12 | This term |\n| Preparation room | None | This term |",
      "## How it came about",
      "1. The class set a target at its reunion dinner.\n2. Sixty-two members gave over eighteen months.\n3. Building work ran through the summer holidays.",
      '> "We learnt our science in the old block by gaslight. The boys now have a room worthy of their curiosity." — a member of the class',
      "The laboratory opens to the senior school at the start of term. Alumni who would like to visit can write to the **Alumni Office**; the science department's plans are on the [school website](https://example.org/science).",
    ].join("\n\n"),
  },
  {
    title: "Old Boy Appointed to the Supreme Court Bench",
    summary: "Justice Rajiv Menon (Kashmir, 1982) has been sworn in, the first alumnus to reach the court.",
    category: "Achievements",
    author: "Alumni Office",
  },
  {
    title: "House Cup: Tata Take the Lead After Athletics Day",
    summary: "A clean sweep in the relays puts Tata House ahead with three competitions left in the year.",
    category: "House Cup",
    author: "Sports Desk",
  },
  {
    title: "Founders' Day 2026: Record Turnout",
    summary:
      "Over 600 alumni returned to the campus for Founders' Day, the largest gathering in two decades.",
    category: "Events",
    author: "Alumni Office",
  },
  {
    title: "Mentorship Programme Opens for Applications",
    summary: "Final-year students can now be matched with alumni mentors across twelve industries.",
    category: "Community",
    author: "Careers Cell",
  },
  {
    title: "Alumnus Wins National Film Award",
    summary:
      "Documentary filmmaker Zubin Wadia (Oberoi, 2004) is honoured for his film on Himalayan glaciers.",
    category: "Achievements",
    author: "Alumni Office",
  },
  {
    title: "Scholarship Fund Crosses Its Five-Year Target",
    summary: "Thanks to 900 donors, forty pupils a year will now study on full scholarships.",
    category: "Giving",
    author: "Development Office",
  },
  {
    title: "Remembering the 1971 Hockey Team",
    summary: "Fifty-five years on, members of the unbeaten side share memories of their season.",
    category: "Heritage",
    author: "Archives",
  },
  {
    title: "New Chapter Launched in Singapore",
    summary: "Alumni in South-East Asia now have a chapter of their own, with monthly meetings.",
    category: "Community",
    author: "Alumni Office",
  },
  {
    title: "School Debating Team Reaches World Finals",
    summary: "Coached by two old boys, the senior team will represent the country in Sydney.",
    category: "School News",
    author: "Sports Desk",
  },
];

export const DRAFT_NEWS = [
  {
    title: "Draft: Annual Alumni Survey Results",
    summary: "Headline findings from this year's survey of 1,200 alumni.",
    category: "Community",
    author: "Alumni Office",
  },
  {
    title: "Draft: Campus Heritage Walk Guide",
    summary: "A guided route through the buildings that shaped generations of pupils.",
    category: "Heritage",
    author: "Archives",
  },
];
