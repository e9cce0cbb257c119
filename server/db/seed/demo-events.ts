// Demo content: upcoming, past, pending and rejected events.

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
