/** Demo content: realistic enough that every screen has something true-looking to show. */

export const HOUSE_COLOURS = [
  { name: "Tata", color: "#1d4ed8", bgLight: "#dbeafe", textColor: "#ffffff" },
  { name: "Hyderabad", color: "#b91c1c", bgLight: "#fee2e2", textColor: "#ffffff" },
  { name: "Kashmir", color: "#15803d", bgLight: "#dcfce7", textColor: "#ffffff" },
  { name: "Jaipur", color: "#b45309", bgLight: "#fef3c7", textColor: "#ffffff" },
  { name: "Oberoi", color: "#6d28d9", bgLight: "#ede9fe", textColor: "#ffffff" },
] as const;

export const FIRST_NAMES = [
  "Aarav",
  "Vikram",
  "Rohan",
  "Arjun",
  "Kabir",
  "Ishaan",
  "Siddharth",
  "Rahul",
  "Aditya",
  "Nikhil",
  "Karan",
  "Pranav",
  "Rajiv",
  "Sanjay",
  "Anil",
  "Suresh",
  "Deepak",
  "Manish",
  "Harsh",
  "Varun",
  "Farhan",
  "Imran",
  "Zubin",
  "Cyrus",
  "Dev",
  "Neil",
  "Omar",
  "Ravi",
  "Tarun",
  "Yash",
  "Gaurav",
  "Kunal",
  "Mohit",
  "Naveen",
  "Abhinav",
  "Jaideep",
  "Ritesh",
  "Vivek",
  "Amitabh",
  "Kiran",
];

export const LAST_NAMES = [
  "Sharma",
  "Mehta",
  "Kapoor",
  "Singh",
  "Malhotra",
  "Reddy",
  "Iyer",
  "Nair",
  "Chatterjee",
  "Banerjee",
  "Khan",
  "Dutta",
  "Bose",
  "Menon",
  "Rao",
  "Gupta",
  "Agarwal",
  "Joshi",
  "Patel",
  "Desai",
  "Bhatia",
  "Chopra",
  "Sethi",
  "Ahluwalia",
  "Kohli",
  "Grewal",
  "Mirza",
  "Wadia",
  "Tata",
  "Pillai",
];

export const CITIES = [
  "Mumbai, India",
  "New Delhi, India",
  "Bengaluru, India",
  "Hyderabad, India",
  "Chennai, India",
  "Kolkata, India",
  "Pune, India",
  "Dehradun, India",
  "London, United Kingdom",
  "New York, United States",
  "San Francisco, United States",
  "Singapore",
  "Dubai, United Arab Emirates",
  "Toronto, Canada",
  "Sydney, Australia",
  "Hong Kong",
  "Berlin, Germany",
  "Boston, United States",
  "Chandigarh, India",
  "Jaipur, India",
];

export const CAREERS: Array<{
  industry: string;
  roles: string[];
  companies: string[];
  specializations: string[];
}> = [
  {
    industry: "Technology",
    roles: [
      "Software Engineer",
      "Engineering Manager",
      "Chief Technology Officer",
      "Product Manager",
      "Data Scientist",
    ],
    companies: ["Infosys", "Google", "Microsoft", "Flipkart", "Zoho", "Razorpay"],
    specializations: ["Distributed systems", "Machine learning", "Cloud infrastructure", "Product strategy"],
  },
  {
    industry: "Finance",
    roles: ["Investment Banker", "Portfolio Manager", "Chartered Accountant", "Chief Financial Officer"],
    companies: ["HDFC Bank", "Goldman Sachs", "Kotak Mahindra", "J.P. Morgan", "ICICI Securities"],
    specializations: ["Mergers and acquisitions", "Private equity", "Risk management", "Audit"],
  },
  {
    industry: "Healthcare",
    roles: ["Cardiologist", "Surgeon", "Hospital Administrator", "Research Scientist"],
    companies: ["AIIMS", "Apollo Hospitals", "Fortis Healthcare", "Max Healthcare"],
    specializations: ["Cardiology", "Orthopaedics", "Public health", "Oncology"],
  },
  {
    industry: "Armed Forces",
    roles: ["Colonel", "Wing Commander", "Commodore", "Major General (Retd.)"],
    companies: ["Indian Army", "Indian Air Force", "Indian Navy"],
    specializations: ["Logistics", "Strategic studies", "Aviation"],
  },
  {
    industry: "Law",
    roles: ["Senior Advocate", "Partner", "Legal Counsel"],
    companies: ["Cyril Amarchand Mangaldas", "AZB & Partners", "Supreme Court of India", "Trilegal"],
    specializations: ["Constitutional law", "Corporate law", "Arbitration"],
  },
  {
    industry: "Media",
    roles: ["Editor", "Documentary Filmmaker", "Journalist", "Creative Director"],
    companies: ["The Hindu", "NDTV", "Ogilvy", "Netflix India"],
    specializations: ["Investigative journalism", "Film", "Brand strategy"],
  },
  {
    industry: "Education",
    roles: ["Professor", "Headmaster", "Education Consultant"],
    companies: ["IIT Delhi", "University of Oxford", "Ashoka University", "The Doon School"],
    specializations: ["Economics", "History", "Physics", "Curriculum design"],
  },
  {
    industry: "Hospitality",
    roles: ["General Manager", "Executive Chef", "Founder"],
    companies: ["Taj Hotels", "The Oberoi Group", "ITC Hotels"],
    specializations: ["Luxury hotels", "Culinary arts", "Operations"],
  },
];

export const INTERESTS = [
  "Cricket",
  "Hockey",
  "Mentoring",
  "Photography",
  "Trekking",
  "Chess",
  "Debating",
  "Music",
  "Startups",
  "Sustainability",
  "Reading",
  "Golf",
  "Rowing",
  "Public speaking",
  "Travel",
  "Quizzing",
];
export const HOBBIES = [
  "Gardening",
  "Cooking",
  "Birdwatching",
  "Running",
  "Painting",
  "Sailing",
  "Tabla",
  "Guitar",
];
export const LANGUAGES = [
  "English",
  "Hindi",
  "Bengali",
  "Tamil",
  "Urdu",
  "Punjabi",
  "French",
  "German",
  "Marathi",
];

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

/** A demo event: `days` from the seeding day, from `starts` to `ends` (wall clock, "HH:mm") in its zone. */
export interface SeedEvent {
  title: string;
  starts: string;
  ends: string;
  /** The event's zone (decision 078); the school's when absent. */
  timeZone?: string;
  category: string;
  location: string;
  days: number;
  virtual: boolean;
  max: number | null;
}

export const EVENTS: SeedEvent[] = [
  {
    title: "Founders' Day Reunion 2027",
    starts: "10:00",
    ends: "16:00",
    category: "Reunion",
    location: "Main Campus, Dehradun",
    days: 45,
    virtual: false,
    max: 600,
  },
  {
    title: "Mumbai Chapter Networking Evening",
    starts: "18:30",
    ends: "21:30",
    category: "Networking",
    location: "Taj Lands End, Mumbai",
    days: 12,
    virtual: false,
    max: 80,
  },
  {
    title: "Careers in Technology Panel",
    starts: "18:00",
    ends: "19:30",
    category: "Professional Development",
    location: "Online",
    days: 20,
    virtual: true,
    max: null,
  },
  {
    title: "Old Boys' Cricket Match",
    starts: "09:30",
    ends: "16:30",
    category: "Sports Event",
    location: "School Cricket Ground, Dehradun",
    days: 30,
    virtual: false,
    max: 40,
  },
  {
    title: "London Chapter Winter Dinner",
    starts: "19:30",
    ends: "22:30",
    timeZone: "Europe/London",
    category: "Social Gathering",
    location: "The Oriental Club, London",
    days: 25,
    virtual: false,
    max: 60,
  },
  {
    title: "Mentorship Workshop for Seniors",
    starts: "17:00",
    ends: "18:30",
    category: "Educational Workshop",
    location: "Online",
    days: 8,
    virtual: true,
    max: 100,
  },
  {
    title: "Tree Plantation Drive",
    starts: "08:00",
    ends: "12:00",
    category: "Community Service",
    location: "Rajaji National Park, Uttarakhand",
    days: 60,
    virtual: false,
    max: null,
  },
];

export const PAST_EVENTS: SeedEvent[] = [
  {
    title: "Bengaluru Startup Meetup",
    starts: "18:00",
    ends: "21:00",
    category: "Networking",
    location: "Koramangala, Bengaluru",
    days: -20,
    virtual: false,
    max: 50,
  },
  {
    title: "Class of 1996 Silver Jubilee",
    starts: "11:00",
    ends: "17:00",
    category: "Reunion",
    location: "Main Campus, Dehradun",
    days: -90,
    virtual: false,
    max: null,
  },
  {
    title: "Music Society Concert",
    starts: "18:00",
    ends: "20:30",
    category: "Cultural Event",
    location: "Rose Bowl Auditorium, Dehradun",
    days: -45,
    virtual: false,
    max: 300,
  },
  {
    title: "Investing 101 Webinar",
    starts: "19:00",
    ends: "20:00",
    category: "Professional Development",
    location: "Online",
    days: -10,
    virtual: true,
    max: null,
  },
];

export const PENDING_EVENTS: SeedEvent[] = [
  {
    title: "Delhi Chapter Brunch",
    starts: "11:00",
    ends: "14:00",
    category: "Social Gathering",
    location: "India Habitat Centre, New Delhi",
    days: 35,
    virtual: false,
    max: 40,
  },
  {
    title: "Himalayan Trek for Alumni",
    starts: "07:00",
    ends: "17:00",
    category: "Other",
    location: "Kedarkantha, Uttarakhand",
    days: 75,
    virtual: false,
    max: 20,
  },
];
export const REJECTED_EVENTS: SeedEvent[] = [
  {
    title: "Crypto Investment Seminar",
    starts: "18:00",
    ends: "19:30",
    category: "Professional Development",
    location: "Online",
    days: 15,
    virtual: true,
    max: null,
  },
];

export const COMPETITIONS: Array<{
  name: string;
  description: string;
  category: "sports" | "arts" | "academics";
  status: "upcoming" | "ongoing" | "completed";
  days: number | null;
  points: [number, number, number];
  podium?: [number, number, number]; // indexes into HOUSE_COLOURS
}> = [
  {
    name: "Inter-House Athletics",
    description: "Track and field across all age groups, with the relay as the final event of the day.",
    category: "sports",
    status: "completed",
    days: -60,
    points: [20, 12, 6],
    podium: [0, 2, 1],
  },
  {
    name: "Inter-House Debating",
    description: "Parliamentary-style debates on motions set by the English department.",
    category: "academics",
    status: "completed",
    days: -45,
    points: [15, 9, 4],
    podium: [4, 0, 3],
  },
  {
    name: "House Music Competition",
    description: "Each house performs a choral piece and an instrumental piece before visiting judges.",
    category: "arts",
    status: "completed",
    days: -30,
    points: [15, 9, 4],
    podium: [2, 4, 0],
  },
  {
    name: "Inter-House Hockey",
    description: "Knock-out hockey tournament played on the main field over a week.",
    category: "sports",
    status: "completed",
    days: -20,
    points: [20, 12, 6],
    podium: [1, 0, 2],
  },
  {
    name: "Science Quiz",
    description: "Three rounds of physics, chemistry and biology questions with a buzzer final.",
    category: "academics",
    status: "completed",
    days: -10,
    points: [10, 6, 3],
    podium: [0, 3, 4],
  },
  {
    name: "Inter-House Cricket",
    description: "Twenty-over matches in a round robin, final under lights.",
    category: "sports",
    status: "ongoing",
    days: -2,
    points: [20, 12, 6],
  },
  {
    name: "Art Exhibition",
    description: "Paintings, sculpture and photography judged by an alumni panel.",
    category: "arts",
    status: "ongoing",
    days: 3,
    points: [10, 6, 3],
  },
  {
    name: "Inter-House Swimming",
    description: "Freestyle, backstroke and relay events in the school pool.",
    category: "sports",
    status: "upcoming",
    days: 21,
    points: [20, 12, 6],
  },
  {
    name: "Hindi Dramatics",
    description: "One-act plays written and directed by the pupils of each house.",
    category: "arts",
    status: "upcoming",
    days: null,
    points: [15, 9, 4],
  },
];
