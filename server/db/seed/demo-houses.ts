// Demo content: the school houses and their competitions (podiums index HOUSE_COLOURS).

export const HOUSE_COLOURS = [
  { name: "Tata", color: "#1d4ed8", bgLight: "#dbeafe", textColor: "#ffffff" },
  { name: "Hyderabad", color: "#b91c1c", bgLight: "#fee2e2", textColor: "#ffffff" },
  { name: "Kashmir", color: "#15803d", bgLight: "#dcfce7", textColor: "#ffffff" },
  { name: "Jaipur", color: "#b45309", bgLight: "#fef3c7", textColor: "#ffffff" },
  { name: "Oberoi", color: "#6d28d9", bgLight: "#ede9fe", textColor: "#ffffff" },
] as const;

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
