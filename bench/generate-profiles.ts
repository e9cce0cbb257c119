/** The bench's profile generator, shared by bench/profile-search.ts and bench/header-search.ts. */
import { sql } from "drizzle-orm";
import type { Db } from "../server/db/client";
import { FIRST_NAMES, LAST_NAMES } from "../server/db/seed/demo-people";

/**
 * Realistic-looking alumni in one INSERT … SELECT: names, companies and roles drawn from lists.
 * Numbered from `from` (a database grown in steps keeps every generated name unique).
 */
export async function generateProfiles(db: Db, n: number, from = 1) {
  const first = FIRST_NAMES;
  const last = LAST_NAMES;
  const companies = [
    "Infosys",
    "Google",
    "Microsoft",
    "Flipkart",
    "Zoho",
    "Razorpay",
    "HDFC Bank",
    "Goldman Sachs",
    "Kotak Mahindra",
    "AIIMS",
    "Apollo Hospitals",
    "Indian Army",
    "Trilegal",
    "NDTV",
    "Ogilvy",
    "IIT Delhi",
    "Taj Hotels",
    "ITC Hotels",
    "Tata Steel",
    "Wipro",
  ];
  const roles = [
    "Software Engineer",
    "Engineering Manager",
    "Product Manager",
    "Data Scientist",
    "Investment Banker",
    "Portfolio Manager",
    "Chartered Accountant",
    "Cardiologist",
    "Surgeon",
    "Colonel",
    "Senior Advocate",
    "Partner",
    "Editor",
    "Journalist",
    "Professor",
    "Headmaster",
    "General Manager",
    "Founder",
    "Consultant",
    "Director",
  ];
  const cities = [
    "Mumbai, India",
    "New Delhi, India",
    "Bengaluru, India",
    "London, United Kingdom",
    "New York, USA",
    "Singapore",
    "Dubai, UAE",
    "Toronto, Canada",
  ];
  const arr = (xs: readonly string[]) =>
    sql.raw(`ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(",")}]`);
  await db.execute(sql`
    INSERT INTO profiles (display_name, house, graduation_year, currentrole, company, location, industry, interests, privacy_settings, created_at)
    SELECT
      (${arr(first)})[1 + (i::bigint * 7919) % ${first.length}] || ' ' || (${arr(last)})[1 + (i::bigint * 104729) % ${last.length}] || ' ' || i,
      (ARRAY['Tata','Hyderabad','Kashmir','Jaipur','Oberoi'])[1 + i % 5],
      1960 + i % 65,
      CASE WHEN i % 11 = 5 THEN NULL ELSE (${arr(roles)})[1 + (i * 31) % ${roles.length}] END,
      CASE WHEN i % 13 = 7 THEN NULL ELSE (${arr(companies)})[1 + (i * 17) % ${companies.length}] END,
      (${arr(cities)})[1 + (i * 13) % ${cities.length}],
      'Technology',
      ARRAY['Cricket','Chess'],
      jsonb_build_object('show_in_directory', i % 17 <> 9, 'show_contact_info', i % 3 = 0,
                         'show_graduation_year', i % 10 <> 4, 'allow_messages', true),
      now() - (i || ' minutes')::interval
    FROM generate_series(${from}::int, ${from + n - 1}::int) AS i`);
}
